import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '@api/baseApi';
import { createActionLogMiddleware } from './actionLog';
import { listenerMiddleware } from './listenerMiddleware';
import { acceptReplayedActions } from './replayStep';
import { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store (one per test, one for the app). */
export function setupStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: acceptReplayedActions(rootReducer),
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware)
        // Last, so it records what reaches the reducers (support action log).
        .concat(createActionLogMiddleware()),
    devTools:
      process.env.NODE_ENV === 'production'
        ? false
        : {
            name: 'Vitrine',
            trace: true,
            traceLimit: 10,
            actionsDenylist: ['__rtkq/focused', '__rtkq/unfocused'],
          },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
