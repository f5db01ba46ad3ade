/** What other features may use of consent. */
export { selectConsentAllows } from './slice';
