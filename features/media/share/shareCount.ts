import { scriptNonce } from '@base/dom/runScript';
import { PINTEREST_COUNT_URL, SHARE_COUNT_TIMEOUT_MS } from '../constants';
import type { ShareNetwork } from './shareRules';

let sequence = 0;

/**
 * How many times `url` was shared, from the network's public counter (Pinterest's JSONP count
 * endpoint; the other networks no longer publish counts), or null when the counter fails, is
 * blocked or does not answer in SHARE_COUNT_TIMEOUT_MS: the button then simply shows no number.
 */
export function fetchShareCount(network: ShareNetwork, url: string): Promise<number | null> {
  if (network !== 'pinterest') return Promise.resolve(null);
  return new Promise((resolve) => {
    const callback = `vitrineShareCount${++sequence}`;
    const script = document.createElement('script');
    const registry = window as unknown as Record<string, unknown>;
    const timer = setTimeout(() => finish(null), SHARE_COUNT_TIMEOUT_MS);
    const finish = (count: number | null) => {
      clearTimeout(timer);
      delete registry[callback];
      script.remove();
      resolve(count);
    };
    registry[callback] = (answer: unknown) => {
      const count = (answer as { count?: unknown } | null)?.count;
      finish(typeof count === 'number' && Number.isFinite(count) && count >= 0 ? count : null);
    };
    script.src = `${PINTEREST_COUNT_URL}?callback=${callback}&url=${encodeURIComponent(url)}`;
    script.async = true;
    script.nonce = scriptNonce();
    script.addEventListener('error', () => finish(null));
    document.head.appendChild(script);
  });
}

/** Networks with a counter. */
export const hasCounter = (network: ShareNetwork): boolean => network === 'pinterest';
