import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { consentSaved, type CookieConsentSettings } from '@base/events';
import { CONSENT_CATEGORIES } from '@rules/consent';

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Spec 000 §4 "States and transitions": the four states, plus "unknown" until the cookie has been read at boot. */
export type ConsentStatus = 'unknown' | 'noChoice' | 'acceptedAll' | 'declinedAll' | 'custom';

export interface ConsentState {
  /** False until the cookie was read: nothing is prompted, and no gated script runs, before. */
  checked: boolean;
  /** The stamp of this page load (page-level settings); a stored choice with another is stale. */
  currentStamp: string;
  /** From the cookie or the last save; null when there is none (or it could not be read). */
  stored: CookieConsentSettings | null;
  /** The shopper asked for the preferences dialog (banner "customise", footer, CMS button). */
  preferencesOpen: boolean;
}

const initialState: ConsentState = {
  checked: false,
  currentStamp: '',
  stored: null,
  preferencesOpen: false,
};

/** The whole choice at once: accept all (true) or decline all (false). */
export function allCategories(stamp: string, allowed: boolean): CookieConsentSettings {
  return { stamp, preferences: allowed, statistics: allowed, marketing: allowed };
}

/** Which of the spec's states a recorded choice is in (null: none recorded, or stale). */
export function consentStatusOf(settings: CookieConsentSettings | null): ConsentStatus {
  if (!settings) return 'noChoice';
  const allowed = CONSENT_CATEGORIES.filter((category) => settings[category]).length;
  if (allowed === CONSENT_CATEGORIES.length) return 'acceptedAll';
  return allowed === 0 ? 'declinedAll' : 'custom';
}

/** The legacy cookie-law bar was closed (a listener remembers it in a cookie). */
export const cookieLawDismissed = createAction('consent/cookieLawDismissed');

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    /** Boot: what the consent cookie holds, and the stamp this page was served with. */
    consentRestored(
      state,
      action: PayloadAction<{ stored: CookieConsentSettings | null; currentStamp: string }>,
    ) {
      state.checked = true;
      state.stored = action.payload.stored;
      state.currentStamp = action.payload.currentStamp;
    },
    consentPreferencesOpened(state) {
      state.preferencesOpen = true;
    },
    consentPreferencesClosed(state) {
      state.preferencesOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(consentSaved, (state, action) => {
      // A save is stamped by its maker with the current stamp; before the boot read, trust it.
      if (!state.checked) state.currentStamp = action.payload.stamp;
      state.checked = true;
      state.stored = action.payload;
      state.preferencesOpen = false;
    });
  },
  selectors: {
    /** The choice in force: recorded, and made under the current stamp. */
    selectConsent: (state) =>
      state.stored && state.stored.stamp === state.currentStamp ? state.stored : null,
    selectStoredConsent: (state) => state.stored,
    selectCurrentStamp: (state) => state.currentStamp,
    selectPreferencesOpen: (state) => state.preferencesOpen,
  },
});

export const { consentRestored, consentPreferencesOpened, consentPreferencesClosed } =
  consentSlice.actions;
export const { selectConsent, selectStoredConsent, selectCurrentStamp, selectPreferencesOpen } =
  consentSlice.selectors;

type WithConsent = { consent: ConsentState };

export function selectConsentStatus(state: WithConsent): ConsentStatus {
  return state.consent.checked ? consentStatusOf(selectConsent(state)) : 'unknown';
}

/** Whether the boot has read the cookie yet. */
export function selectConsentChecked(state: WithConsent): boolean {
  return state.consent.checked;
}

/** Spec 000 §4 "States and transitions": ask when no choice is recorded, or it was made under another stamp. */
export function selectNeedsPrompt(state: WithConsent): boolean {
  return state.consent.checked && selectConsent(state) === null;
}

export function selectConsentAllows(state: WithConsent, category: ConsentCategory): boolean {
  return selectConsent(state)?.[category] === true;
}
