import { combineReducers } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { api } from '@api/baseApi';
import { consentSlice } from '@features/consent/slice';
import { bindReplay } from '@features/support/replay/binding';
import { preferencesSlice } from '@base/preferencesSlice';
import { uiSlice } from '@base/uiSlice';

/** Only the preferences slice is persisted; server data lives in the RTK Query cache. */
export const preferencesPersistConfig = {
  key: 'vitrine.preferences',
  version: 1,
  storage,
};

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [uiSlice.name]: uiSlice.reducer,
  [preferencesSlice.name]: persistReducer(preferencesPersistConfig, preferencesSlice.reducer),
  [consentSlice.name]: consentSlice.reducer,
});

// The support action log and its replayer run this reducer (features/support/replay).
bindReplay(rootReducer, { preferences: preferencesPersistConfig });
