import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@api/baseApi';
import type {
  AppDispatch,
  AppStartListening,
  AppStore as BaseStore,
  RootState,
} from '@base/storeTypes';
import { createActionLogBuffer } from '@features/support/log/actionLogBuffer';
import { acceptPageReloads } from '@features/support/replay/replayable';
import { rootReducer } from './rootReducer';

declare module '@base/storeTypes' {
  interface StoreRegister {
    rootReducer: typeof rootReducer;
  }
}

export type { AppDispatch, RootState } from '@base/storeTypes';

/** redux-persist's actions (they carry functions); written out so redux-persist stays out of here. */
const PERSIST_ACTIONS = ['FLUSH', 'REHYDRATE', 'PAUSE', 'PERSIST', 'PURGE', 'REGISTER'].map(
  (name) => `persist/${name}`,
);

export interface SetupOptions {
  /**
   * Registers listeners on this store's own middleware (the app: every feature's). The store is
   * given too, for what needs the store itself (a widget root's Provider).
   */
  listeners?: (startAppListening: AppStartListening, store: BaseStore) => void;
}

/**
 * A fresh store (one per test, one for the app), with a listener middleware of its own: a
 * test's store never runs another store's listeners.
 */
export function setupStore(preloadedState?: Partial<RootState>, options: SetupOptions = {}) {
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: acceptPageReloads(rootReducer),
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware)
        // Last, so it records what reaches the reducers (support action log): a buffer until
        // the recorder chunk attaches (store/deferred.ts, or getActionLog from the panel).
        .concat(createActionLogBuffer()),
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
  options.listeners?.(listenerMiddleware.startListening.withTypes<RootState, AppDispatch>(), store);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
