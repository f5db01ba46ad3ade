import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '@api/baseApi';
import type { AppDispatch, AppStartListening, RootState } from '@base/storeTypes';
import { createActionLogMiddleware } from '@features/support/log/actionLog';
import { acceptReplayedActions } from '@features/support/replay/replayStep';
import { rootReducer } from './rootReducer';

declare module '@base/storeTypes' {
  interface StoreRegister {
    rootReducer: typeof rootReducer;
  }
}

export type { AppDispatch, RootState } from '@base/storeTypes';

export interface SetupOptions {
  /** Registers listeners on this store's own middleware (the app: every feature's). */
  listeners?: (startAppListening: AppStartListening) => void;
}

/**
 * A fresh store (one per test, one for the app), with a listener middleware of its own: a
 * test's store never runs another store's listeners.
 */
export function setupStore(preloadedState?: Partial<RootState>, options: SetupOptions = {}) {
  const listenerMiddleware = createListenerMiddleware();
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
  options.listeners?.(listenerMiddleware.startListening.withTypes<RootState, AppDispatch>());
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
