import { localizationApi } from '@api/localization';
import { cultureFromPath } from '@base/i18n/culture';
import { createTranslator, type Translate } from '@base/i18n/translate';
import { runtimeConfig } from '@base/runtimeConfig';
import type { CookieConsentSettings } from '@base/events';
import type { RootState } from '@base/storeTypes';
import { CONSENT_CATEGORIES } from '@rules/consent';
import { categoryLabel } from './labels';
import { consentStatusOf, selectConsent } from './slice';

/** Listeners have no hook: t() from the string resources already in the RTK Query cache. */
function translatorFor(state: RootState): Translate {
  const { appBase, cultures, defaultCulture } = runtimeConfig();
  const path = window.location.pathname.slice(appBase.length);
  const culture = cultureFromPath(path, cultures, defaultCulture);
  return createTranslator(localizationApi.endpoints.getStringResources.select(culture)(state).data);
}

/** The sentence a `[data-cookie-status]` element shows for the choice in force. */
export function cookieStatusText(t: Translate, settings: CookieConsentSettings | null): string {
  switch (consentStatusOf(settings)) {
    case 'acceptedAll':
      return t('Consent.StatusAcceptedAll');
    case 'declinedAll':
      return t('Consent.StatusDeclinedAll');
    case 'custom': {
      const allowed = CONSENT_CATEGORIES.filter((category) => settings?.[category]);
      return t('Consent.StatusCustom', allowed.map((c) => categoryLabel(t, c)).join(', '));
    }
    default:
      return t('Consent.StatusNoChoice');
  }
}

export function cookieStatusTextFor(state: RootState): string {
  return cookieStatusText(translatorFor(state), selectConsent(state));
}
