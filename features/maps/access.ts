/**
 * Whether the Maps JS API may be loaded, before anything is asked of Google:
 * - 'loading'   the key (M5) is not known yet, or the consent cookie not read yet;
 * - 'noKey'     M5 answered no key (or failed): the map says it is not available;
 * - 'noConsent' the shopper has not allowed marketing cookies (README "Consent");
 * - 'allowed'   load the script with this key.
 */
export type MapsAccess =
  | { state: 'loading' }
  | { state: 'noKey' }
  | { state: 'noConsent' }
  | { state: 'allowed'; key: string };

export type MapsAccessInput = {
  /** M5's answer: undefined while asking, null when the call failed. */
  key: string | null | undefined;
  /** The consent cookie has been read at boot (before that, no choice is known). */
  consentKnown: boolean;
  marketing: boolean;
};

export function mapsAccess({ key, consentKnown, marketing }: MapsAccessInput): MapsAccess {
  // The key first (our own server): without one, asking for consent would be pointless.
  if (key === undefined) return { state: 'loading' };
  const trimmed = (key ?? '').trim();
  if (trimmed === '') return { state: 'noKey' };
  // Google is never contacted before the consent cookie is read and allows marketing.
  if (!consentKnown) return { state: 'loading' };
  if (!marketing) return { state: 'noConsent' };
  return { state: 'allowed', key: trimmed };
}
