import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type DisplayMode = 'grid' | 'table';

/** The only persisted state (redux-persist): choices a shopper expects the shop to remember. */
export interface PreferencesState {
  culture: string | null;
  displayMode: DisplayMode;
  pageSize: number;
  currency: string;
}

const initialState: PreferencesState = {
  culture: null,
  displayMode: 'grid',
  pageSize: 24,
  currency: 'EUR',
};

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    cultureChosen(state, action: PayloadAction<string>) {
      state.culture = action.payload;
    },
    displayModeChosen(state, action: PayloadAction<DisplayMode>) {
      state.displayMode = action.payload;
    },
    pageSizeChosen(state, action: PayloadAction<number>) {
      state.pageSize = action.payload;
    },
    currencyChosen(state, action: PayloadAction<string>) {
      state.currency = action.payload;
    },
  },
  selectors: {
    selectPreferences: (state) => state,
  },
});

export const { cultureChosen, displayModeChosen, pageSizeChosen, currencyChosen } =
  preferencesSlice.actions;
export const { selectPreferences } = preferencesSlice.selectors;
