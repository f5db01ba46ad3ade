import type { PersistConfig } from 'redux-persist';
import { preferencesSlice, type PreferencesState } from '@base/preferencesSlice';

/** Not written to storage: the address says the language (and nothing reads this one yet). */
const NOT_PERSISTED: string[] = ['culture'];

/**
 * Rehydration comes once the page has settled (store/persistence.ts): a choice the shopper made
 * on this page before it arrived wins over the stored one. The stored value fills in only the
 * keys still at their initial value, and never a key that is not persisted (from an older copy).
 * A choice of the initial value itself before rehydration cannot be told from no choice, and the
 * stored value wins there (nothing reads these preferences yet: features/support/README.md).
 */
function storedUnlessChosen(
  inbound: PreferencesState,
  _original: PreferencesState,
  reduced: PreferencesState,
): PreferencesState {
  const initial: Partial<Record<string, unknown>> = { ...preferencesSlice.getInitialState() };
  const stored: Partial<Record<string, unknown>> = { ...inbound };
  const merged: Partial<Record<string, unknown>> = { ...reduced };
  for (const [key, value] of Object.entries(stored)) {
    if (key === '_persist' || NOT_PERSISTED.includes(key)) continue;
    // Chosen on this page: kept.
    if (merged[key] !== initial[key]) continue;
    merged[key] = value;
  }
  return merged as unknown as PreferencesState;
}

/**
 * Only the preferences slice is persisted (localStorage key `persist:vitrine.preferences`). The
 * storage is added where persistReducer is (store/persistence.ts): the replayer never stores.
 */
export const preferencesPersistConfig: Omit<PersistConfig<PreferencesState>, 'storage'> = {
  key: 'vitrine.preferences',
  version: 1,
  blacklist: NOT_PERSISTED,
  stateReconciler: storedUnlessChosen,
};
