import { scriptNonce } from '@base/dom/runScript';
import { VIDEO_PLAYER_READINESS_CHECK_MS, VIDEO_PLAYER_READY_TIMEOUT_MS } from '../constants';
import type { ProviderApi } from './providers';

/** One load per provider and page: a second modal reuses the script already asked for. */
const loading = new Map<string, Promise<void>>();

function addScript(url: string, onError: () => void): void {
  if (document.querySelector(`script[src="${url}"]`)) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.nonce = scriptNonce();
  script.addEventListener('error', onError);
  document.head.appendChild(script);
}

/**
 * Loads the provider's player API on demand and checks every 100 ms (001 §9 "Video player
 * readiness check every 100 ms") whether it is usable. Rejects when the script fails or the API
 * is still not there after VIDEO_PLAYER_READY_TIMEOUT_MS; a later call tries again.
 */
export function loadPlayerApi(api: ProviderApi): Promise<void> {
  const pending = loading.get(api.scriptUrl);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    if (api.ready()) {
      resolve();
      return;
    }
    let waited = 0;
    const fail = (why: string) => {
      clearInterval(timer);
      // A later try adds the script afresh.
      document.querySelector(`script[src="${api.scriptUrl}"]`)?.remove();
      reject(new Error(`${api.name} player API ${why}`));
    };
    const timer = setInterval(function checkReady() {
      waited += VIDEO_PLAYER_READINESS_CHECK_MS;
      if (api.ready()) {
        clearInterval(timer);
        resolve();
      } else if (waited >= VIDEO_PLAYER_READY_TIMEOUT_MS) fail('did not answer in time');
    }, VIDEO_PLAYER_READINESS_CHECK_MS);
    addScript(api.scriptUrl, () => fail('did not load'));
  });
  loading.set(api.scriptUrl, promise);
  promise.catch(() => loading.delete(api.scriptUrl));
  return promise;
}

/** Tests: forget loads of earlier tests. */
export function resetPlayerApiLoads(): void {
  loading.clear();
}
