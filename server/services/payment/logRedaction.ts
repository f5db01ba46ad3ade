/**
 * Fields the log must never show, wherever they sit (a request body logged while debugging, an
 * error carrying the payload): card data, passwords, two-factor codes and secrets, mailed
 * tokens and credentials. pino's paths match one level per `*`, so each name is listed at
 * every depth a log object reaches.
 */
const SECRET_FIELDS = [
  'CardNumber',
  'Cvc',
  'ExpiryMonth',
  'ExpiryYear',
  'Password',
  'password',
  'NewPassword',
  'CurrentPassword',
  'Code',
  'RecoveryCode',
  'RecoveryCodes',
  'Secret',
  'OtpauthUri',
  'Token',
  'token',
  'authorization',
  'cookie',
];
const DEPTHS = ['', '*.', '*.*.', '*.*.*.'];

export const LOG_REDACT = {
  paths: DEPTHS.flatMap((prefix) => SECRET_FIELDS.map((field) => `${prefix}${field}`)),
  censor: '[Redacted]',
};

/**
 * A logged URL without the values of its secret query parameters: the mailed links
 * (security/verifyemail?token=…, security/resetpassword?token=…) are loaded as pages, and the
 * request log writes every URL.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[Redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer (same fields), with the URL's secrets taken out. */
export const LOG_SERIALIZERS = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    version: [req.headers?.['accept-version']].flat()[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};
