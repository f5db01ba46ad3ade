import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type Persistor } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { preferencesSlice } from '@base/preferencesSlice';
import { acceptReplayedActions } from '@features/support/replay/replayStep';
import type { AppStore, RootState } from './index';
import { preferencesPersistConfig } from './persistConfig';
import { sliceReducers } from './rootReducer';

/** The root reducer with the preferences slice persisted: what the store runs once this loads. */
export const persistedRootReducer = combineReducers({
  ...sliceReducers,
  [preferencesSlice.name]: persistReducer(
    { ...preferencesPersistConfig, storage },
    preferencesSlice.reducer,
  ),
});

/**
 * redux-persist, once the page has settled (store/deferred.ts loads this chunk): the store's
 * reducer becomes the persisted one (replaceReducer: the slices keep their state, the
 * preferences slice gets its `_persist` marker on PERSIST), then persistStore reads localStorage
 * and dispatches REHYDRATE, which merges the stored preferences into the slice (a choice made on
 * this page before it wins: store/persistConfig.ts). Resolves once rehydrated.
 */
export function startPersistence(store: AppStore): Promise<Persistor> {
  const reducer = acceptReplayedActions(persistedRootReducer) as unknown as Reducer<
    RootState,
    UnknownAction,
    Partial<RootState>
  >;
  store.replaceReducer(reducer);
  return new Promise((resolve) => {
    const persistor = persistStore(store, undefined, () => resolve(persistor));
  });
}
