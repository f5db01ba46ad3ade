import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@base/i18n/useTranslation';
import type { PopupBannerProps } from './types';
import { recordDismissal } from './cookie';
import { popupDecision } from './schedule';
import './popups.scss';

/**
 * `<div data-widget="popup-banner" data-id data-end-datetime>HTML</div>` (001 §2, §4): a short
 * line over the bottom of the viewport, shown at once. A fixed overlay moves nothing in the
 * page (the marker itself stays hidden, src/styles/_popups.scss). A click on it (its link
 * included, which then navigates) or on its close button records the dismissal and removes it.
 */
export default function PopupBannerWidget({ id, endDatetime, markup = '' }: PopupBannerProps) {
  const { t } = useTranslation();
  // Decided once, at mount: a banner does not vanish under the shopper's pointer when it ends.
  const [shown, setShown] = useState(() => popupDecision(id, endDatetime, new Date()) === 'show');
  if (!shown || !id) return null;
  const dismiss = () => {
    recordDismissal(id);
    setShown(false);
  };
  return createPortal(
    <div className="popup-banner" role="region" aria-label={t('Popups.BannerLabel')}>
      {/* The whole line is the control (001 §4); keyboard users have the close button and the
          line's own link. */}
      <div className="popup-banner-content" onClick={dismiss}>
        <div dangerouslySetInnerHTML={{ __html: markup }} />
      </div>
      <button
        type="button"
        className="btn-close btn-close-white popup-banner-close"
        aria-label={t('Popups.CloseBanner')}
        onClick={dismiss}
      />
    </div>,
    document.body,
  );
}
