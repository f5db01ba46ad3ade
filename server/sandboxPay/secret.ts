import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The merchant's secret key, which server-to-server calls (charges, refunds) carry as a Bearer
 * token. Like any provider's test key it is published; SANDBOX_PAY_SECRET replaces it.
 */
export const SANDBOX_DEFAULT_SECRET = 'sk_test_vitrine_sandbox';

export function sandboxSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.SANDBOX_PAY_SECRET?.trim() || SANDBOX_DEFAULT_SECRET;
}

/** Compares hashes, so neither the length nor the first wrong byte shows in the timing. */
export function bearerMatches(header: string | undefined, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
