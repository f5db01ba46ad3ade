import { useId, useLayoutEffect } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { consentPreferencesOpened } from './slice';
import { AllOrNothingButtons } from './AllOrNothingButtons';
import { removeFirstPaintBanner } from './firstPaintBanner';
import { CONSENT_BANNER_ID } from './constants';

/**
 * The prompt: a labelled region stuck to the bottom of the viewport. It comes last in the page
 * flow (position: sticky), so it moves nothing when it appears and never hides the footer.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  // Before paint: the server's banner and this one are never both (or neither) on screen.
  useLayoutEffect(removeFirstPaintBanner, []);
  return (
    <section
      id={CONSENT_BANNER_ID}
      className="cookie-consent-banner"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="container">
        <h2 className="h6 mb-1" id={titleId}>
          {t('Consent.Title')}
        </h2>
        <p className="mb-2">{t('Consent.Intro')}</p>
        <div className="cookie-consent-actions">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => dispatch(consentPreferencesOpened())}
          >
            {t('Consent.Customize')}
          </button>
          {/* Declining is as easy as accepting: same weight, side by side. */}
          <AllOrNothingButtons />
        </div>
      </div>
    </section>
  );
}
