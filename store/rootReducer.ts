import { combineReducers } from '@reduxjs/toolkit';
import { api } from '@api/baseApi';
import { consentSlice } from '@features/consent/slice';
import { bindReplay } from '@features/support/replay/binding';
import { preferencesSlice } from '@base/preferencesSlice';
import { uiSlice } from '@base/uiSlice';
import { preferencesPersistConfig } from './persistConfig';

/**
 * The slices, as the main chunk builds the store. redux-persist is not here: store/persistence.ts
 * (its own chunk, loaded once the page has settled) swaps in the same reducers with the
 * preferences slice wrapped in persistReducer. Server data lives in the RTK Query cache.
 */
export const sliceReducers = {
  [api.reducerPath]: api.reducer,
  [uiSlice.name]: uiSlice.reducer,
  [preferencesSlice.name]: preferencesSlice.reducer,
  [consentSlice.name]: consentSlice.reducer,
};

export const rootReducer = combineReducers(sliceReducers);

// The support action log and its replayer run this reducer (features/support/replay): without
// persistReducer, which passes an action to a slice without its marker straight through anyway.
bindReplay(rootReducer, { preferences: preferencesPersistConfig });
