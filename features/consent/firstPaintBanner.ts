import { CONSENT_FIRST_PAINT_ID } from '@rules/consent';

/**
 * Removes the server's stand-in for the prompt (server/services/consentFirstPaint.ts): when the
 * app's own banner is in the page (in the same commit, so there is never none or two), or when
 * the app finds that no prompt is needed after all.
 */
export function removeFirstPaintBanner(): void {
  document.getElementById(CONSENT_FIRST_PAINT_ID)?.remove();
}
