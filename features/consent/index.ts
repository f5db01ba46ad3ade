/** What other features may use of consent. */
export {
  selectConsentAllows,
  selectConsentChecked,
  selectNeedsPrompt,
  consentPreferencesOpened,
} from './slice';
export { CONSENT_BANNER_ID } from './constants';
