/**
 * Account rules both sides use (issue 14): the register form's password rule (000 §5
 * "Client-side form rules": minimum length and minimum count of non-alphanumeric characters),
 * field bounds, the two-factor code shapes, token lifetimes and the page paths of the account.
 */

/** Password rule: at least this many characters ... */
export const PASSWORD_MIN_LENGTH = 10;
/** ... of which at least this many are not letters or digits. */
export const PASSWORD_MIN_NON_ALPHANUMERIC = 1;

export type PasswordProblem = 'length' | 'nonAlphanumeric';

/** The rules a password breaks, in the order the form lists them; empty when it is accepted. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  // Code points, not UTF-16 units: an emoji is one character to the shopper.
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('length');
  const nonAlphanumeric = [...password].filter((c) => !/[\p{L}\p{N}]/u.test(c)).length;
  if (nonAlphanumeric < PASSWORD_MIN_NON_ALPHANUMERIC) problems.push('nonAlphanumeric');
  return problems;
}

export const NAME_MAX = 100;
export const PHONE_MAX = 30;
export const COMPANY_MAX = 150;

/** Roles (000 §6 names none): a shopper, and the shop's staff. */
export const ROLES = ['customer', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** TOTP (RFC 6238): 6 digits, 30 s steps, one step of drift either way. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;
/** Recovery codes: 10, single use, shown once; "xxxxx-xxxxx" of lower-case letters and digits. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_PATTERN = '^[a-z0-9]{5}-?[a-z0-9]{5}$';

/** A reset link works once, for one hour; a verification link for two days. */
export const RESET_TOKEN_TTL_MINUTES = 60;
export const VERIFY_TOKEN_TTL_HOURS = 48;
/** A login waiting for its second factor expires after this. */
export const TWO_FACTOR_PENDING_MINUTES = 10;
/** Tokens in links: 32 random bytes, base64url. */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** Pages below /{culture}/ (rules/appRoutes.ts lists them for reloads). */
export const LOGIN_PATH = 'security/login';
export const REGISTER_PATH = 'security/register';
export const FORGOT_PASSWORD_PATH = 'security/forgotpassword';
export const RESET_PASSWORD_PATH = 'security/resetpassword';
export const VERIFY_EMAIL_PATH = 'security/verifyemail';
/** The login's second step (001 §2: the two-factor modal's back step returns here). */
export const TWO_FACTOR_HOME_PATH = 'security/twofactorhome';
/**
 * Log-off (000 §6: links to it are never loaded in place): a GET is a one-button page (its
 * first document drawn by the server, then by the client's route), the POST with the CSRF token
 * logs off.
 */
export const LOGOFF_PATH = 'security/logoff';
export const ACCOUNT_PATH = 'account';
export const ACCOUNT_PROFILE_PATH = 'account/profile';
export const ACCOUNT_ADDRESSES_PATH = 'account/addresses';
export const ACCOUNT_SECURITY_PATH = 'account/security';
/** 2FA setup: the QR-code page. */
export const TWO_FACTOR_SETUP_PATH = 'account/security/twofactor';

/** The profile picture's side in pixels: the image widget crops a square this size (issue 18). */
export const PROFILE_PICTURE_SIZE = 240;
