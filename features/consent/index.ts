/** What other features may use of consent. */
export { selectConsentAllows, selectConsentChecked, consentPreferencesOpened } from './slice';
