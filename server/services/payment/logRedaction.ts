/**
 * Fields the log must never show, wherever they sit (a request body logged while debugging, an
 * error carrying the payload): card data, passwords and credentials. pino's paths match one level
 * per `*`, so each name is listed at every depth a log object reaches.
 */
const SECRET_FIELDS = [
  'CardNumber',
  'Cvc',
  'ExpiryMonth',
  'ExpiryYear',
  'Password',
  'password',
  'NewPassword',
  'authorization',
  'cookie',
];
const DEPTHS = ['', '*.', '*.*.', '*.*.*.'];

export const LOG_REDACT = {
  paths: DEPTHS.flatMap((prefix) => SECRET_FIELDS.map((field) => `${prefix}${field}`)),
  censor: '[Redacted]',
};
