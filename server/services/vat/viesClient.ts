/**
 * Client of the EU VIES REST service: GET {baseUrl}/ms/{countryCode}/vat/{number}. Only VIES
 * knows whether a number is registered; it answers slowly or not at all at times, so every call
 * has a deadline and any failure is "unreachable" (the caller falls back on the check digits).
 */
export type ViesAnswer = { reachable: true; valid: boolean } | { reachable: false; reason: string };

export interface ViesClient {
  check(vatPrefix: string, number: string): Promise<ViesAnswer>;
}

/** VIES answers within seconds or has a problem: a checkout does not wait longer. */
export const VIES_TIMEOUT_MS = 3000;

/** userError values meaning VIES answered about the number itself. */
const ANSWERED = new Set(['VALID', 'INVALID']);

interface ViesBody {
  isValid?: unknown;
  valid?: unknown;
  userError?: unknown;
}

export function createViesClient(baseUrl: string, timeoutMs = VIES_TIMEOUT_MS): ViesClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async check(vatPrefix, number) {
      const url = `${base}/ms/${encodeURIComponent(vatPrefix)}/vat/${encodeURIComponent(number)}`;
      let body: ViesBody;
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return { reachable: false, reason: `HTTP ${response.status}` };
        body = (await response.json()) as ViesBody;
      } catch (error) {
        // An abort is a DOMException, not always an Error of this realm: read its name.
        return { reachable: false, reason: String((error as { name?: unknown })?.name ?? 'error') };
      }
      // A member state's own service may be down: VIES then says so in userError.
      const userError = typeof body.userError === 'string' ? body.userError : 'VALID';
      const valid = body.isValid ?? body.valid;
      if (!ANSWERED.has(userError) || typeof valid !== 'boolean') {
        return { reachable: false, reason: userError };
      }
      return { reachable: true, valid };
    },
  };
}

/** The configured client: VIES_URL set in the environment, else none (check digits only). */
export function viesClientFromEnv(env: NodeJS.ProcessEnv = process.env): ViesClient | null {
  const url = env.VIES_URL?.trim();
  return url ? createViesClient(url) : null;
}
