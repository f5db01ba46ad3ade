/**
 * Hooks for CMS HTML (see README): a parked consent-gated script, the cookie-status text, a
 * button that reopens the preferences, the legacy cookie-law bar and its close button.
 */
export const GATED_SCRIPT_SELECTOR = 'script[type="text/plain"][data-cookie-consent]';
export const COOKIE_STATUS_SELECTOR = '[data-cookie-status]';
export const COOKIE_SETTINGS_SELECTOR = '[data-cookie-settings]';
export const COOKIE_LAW_SELECTOR = '[data-cookie-law]';
export const COOKIE_LAW_CLOSE_SELECTOR = '[data-cookie-law-close]';

/**
 * The prompt's id: the second skip link (src/shell/Layout.tsx) leads there, as the prompt comes
 * last in the page flow and a keyboard user would otherwise tab through the whole page first.
 */
export const CONSENT_BANNER_ID = 'cookie-consent';
