/** Plain limits shared by the login form and the server schemas (no TypeBox: see pages.ts). */

/** Longest e-mail address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX = 254;
/** Longer input is refused before any hashing: argon2 would still hash it, slowly. */
export const PASSWORD_MAX = 200;
export const RETURN_URL_MAX = 2048;
