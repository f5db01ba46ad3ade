/** How many actions the support action log keeps; older ones are folded into its starting state. */
export const ACTION_LOG_LIMIT = 500;

/** sessionStorage key of the action log, so the log survives a reload of the tab. */
export const ACTION_LOG_STORAGE_KEY = 'vitrine.actionLog';

/** Wait before writing the log to sessionStorage; `pagehide` writes at once. */
export const ACTION_LOG_WRITE_DELAY_MS = 1000;

/** What replaces a password, card number, token or e-mail address in the log. */
export const REDACTED = '[redacted]';
