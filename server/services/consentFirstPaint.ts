import { consentCookieName, parseConsent } from '../../rules/consentCookie';
import { CONSENT_FIRST_PAINT_ID } from '../../rules/consent';
import { escapeHtml } from './document';

/**
 * The consent prompt in the first document. The client's banner only shows once the main chunk,
 * the strings and the consent chunk are there (about 3 s on a slow phone), and as the largest
 * text of a phone screen it was then the page's Largest Contentful Paint. Painted with the
 * document instead, it is on screen from the first paint; the client's banner takes its place
 * (features/consent/firstPaintBanner.ts).
 */

/** Spec 000 §4 "States and transitions", as selectNeedsPrompt: no valid choice recorded, or one under another stamp. */
export function needsConsentPrompt(
  cookies: Record<string, string | undefined>,
  cmsName: string,
  stamp: string,
): boolean {
  const raw = cookies[consentCookieName(cmsName)];
  // Fastify's cookie parser has already decoded the value once; parseConsent decodes again,
  // which leaves plain JSON as it is.
  const settings = parseConsent(raw === undefined ? undefined : encodeURIComponent(raw));
  return settings?.stamp !== stamp;
}

/**
 * The same markup as ConsentBanner. Its buttons wait for the app (aria-disabled): a click before
 * the client's banner replaces this one would otherwise be silently lost.
 */
export function consentBannerHtml(t: (key: string) => string): string {
  const button = (className: string, key: string) =>
    `<button type="button" class="btn ${className}" aria-disabled="true">${escapeHtml(t(key))}</button>`;
  const titleId = `${CONSENT_FIRST_PAINT_ID}-title`;
  return [
    `<section id="${CONSENT_FIRST_PAINT_ID}" class="cookie-consent-banner" aria-labelledby="${titleId}">`,
    '<div class="container">',
    `<h2 class="h6 mb-1" id="${titleId}">${escapeHtml(t('Consent.Title'))}</h2>`,
    `<p class="mb-2">${escapeHtml(t('Consent.Intro'))}</p>`,
    '<div class="cookie-consent-actions">',
    button('btn-outline-primary', 'Consent.Customize'),
    button('btn-primary', 'Consent.DeclineAll'),
    button('btn-primary', 'Consent.AcceptAll'),
    '</div></div></section>',
  ].join('');
}
