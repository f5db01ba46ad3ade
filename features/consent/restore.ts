import { runtimeConfig } from '@base/runtimeConfig';
import { readConsentCookie } from './cookie';
import { consentRestored } from './slice';

/**
 * The boot action: what the consent cookie holds now, under the stamp this page was served with.
 * Reading happens here, once, so the reducer stays pure and a replayed log needs no cookie.
 */
export function consentRestoredFromCookie() {
  const { cmsName, consentStamp } = runtimeConfig();
  return consentRestored({ stored: readConsentCookie(cmsName), currentStamp: consentStamp });
}
