import { REDACTED } from './constants';

/**
 * Key names whose values never reach the action log (passwords, card data, tokens, e-mail).
 * Matched anywhere in the key, case-insensitively: `Password`, `newPwd`, `cardNumber`, `CVC`,
 * `csrfToken`, `Authorization`, `customerEmail`...
 */
const SENSITIVE_KEYS: RegExp[] = [
  /passw(or)?d|passphrase|pwd/i,
  /card|cvc|cvv|csc|security.?code/i,
  /^exp(iry|iration)?[_-]?(month|year|date)?$/i,
  /token|secret|bearer|jwt|csrf|xsrf|authori[sz]ation|^auth$|api.?key|session.?(id|key)/i,
  /mail/i,
  // Two-factor login (issue 14): recovery codes, and the authenticator's secret inside an
  // otpauth:// address or its QR code. A bare `Code` is blanked through its endpoint below:
  // as a key name it is also a country's or a currency's code, which the replay needs.
  /^recovery.?codes?$|^(totp|otp).?code$|otpauth|^qr.?svg$/i,
  // A shared list's link (issue 16) opens it to whoever holds it.
  /^share.?url$/i,
];

/**
 * Only identifier-like keys are matched by name: RTK Query cache keys such as
 * `getCards({"page":1})` hold a whole cache entry, and blanking it would break the replay.
 */
const IDENTIFIER = /^[A-Za-z_$][\w$-]*$/;

export function isSensitiveKey(key: string): boolean {
  return IDENTIFIER.test(key) && SENSITIVE_KEYS.some((pattern) => pattern.test(key));
}

/**
 * Endpoints whose whole argument is blanked, even a bare string (`checkPassword('…')`) or a
 * field no key pattern knows: logins, sign-ups, password changes, payments, and the two-factor
 * and e-mail verification calls (their `Code`, `RecoveryCode`, `Token`).
 */
const SENSITIVE_ENDPOINT =
  /log.?in|sign.?(in|up)|register|passw|pwd|token|secret|card|payment|two.?factor|recovery|verif/i;

export function isSensitiveEndpoint(endpointName: unknown): boolean {
  return typeof endpointName === 'string' && SENSITIVE_ENDPOINT.test(endpointName);
}

/** Luhn checksum: what tells a card number from any other long run of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * 13 to 19 digits with a valid Luhn sum. Card numbers start with 2 to 6 (Mastercard, Visa, Amex,
 * Discover, JCB, Maestro); requiring it keeps millisecond timestamps (1.7e12: 13 digits, a valid
 * Luhn sum one time in ten) out of the net.
 */
export function looksLikeCardNumber(digits: string): boolean {
  return /^[2-6]\d{12,18}$/.test(digits) && passesLuhn(digits);
}

const JSON_PAIR = /"([^"\\]+)"(\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?)/g;
const URL_PARAM = /([?&;])([^=&#?;\s]+)=([^&#;\s]*)/g;
const JWT = /\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
const DIGIT_RUN = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g;

/**
 * Blanks the secrets a string may carry inside: JSON fragments and URL parameters with a
 * sensitive name (RTK Query cache keys, return URLs), JWTs, bearer credentials, e-mail
 * addresses and card numbers. Idempotent: the marker matches none of the patterns.
 */
export function redactString(text: string): string {
  if (text.length < 6) return text;
  let out = text;
  if (out.includes('"')) {
    out = out.replace(JSON_PAIR, (whole, key: string, colon: string) =>
      isSensitiveKey(key) ? `"${key}"${colon}"${REDACTED}"` : whole,
    );
  }
  if (out.includes('=')) {
    out = out.replace(URL_PARAM, (whole, sep: string, key: string) =>
      isSensitiveKey(key) ? `${sep}${key}=${REDACTED}` : whole,
    );
  }
  if (out.includes('eyJ')) out = out.replace(JWT, REDACTED);
  out = out.replace(BEARER, (_whole, scheme: string) => `${scheme} ${REDACTED}`);
  if (out.includes('@')) out = out.replace(EMAIL, REDACTED);
  return out.replace(DIGIT_RUN, (run) =>
    looksLikeCardNumber(run.replace(/[ -]/g, '')) ? REDACTED : run,
  );
}

/** A number whose digits read as a card number (a form that kept it numeric). */
export function isCardLikeNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && looksLikeCardNumber(String(value));
}
