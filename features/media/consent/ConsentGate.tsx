import { useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { consentPreferencesOpened, selectConsentAllows } from '@features/consent';

interface Props {
  /** The third party, as shoppers know it (YouTube, Vimeo, Pinterest). */
  service: string;
  /** What the embed is, for the notice: a video or a share counter. */
  kind: 'video' | 'shareCount';
  /** A one-line notice (beside share buttons) rather than a box (in a video's place). */
  compact?: boolean;
  /** Rendered, and so allowed to contact the service, only once allowed. */
  children: ReactNode;
}

const NOTICE = { video: 'Media.Consent.VideoNotice', shareCount: 'Media.Consent.CountNotice' };

/**
 * Nothing inside is rendered (so nothing is asked of the service, which sets cookies) before the
 * shopper allows marketing cookies. Until then: a notice, "load anyway" (this embed only, the
 * stored choice unchanged) and a way to the cookie preferences. A consent given later, even while
 * the gate is on screen, opens it at once (the selector follows the store).
 */
export function ConsentGate({ service, kind, compact = false, children }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const allowed = useAppSelector((state) => selectConsentAllows(state, 'marketing'));
  const [once, setOnce] = useState(false);
  if (allowed || once) return children;
  return (
    <div className={`consent-gate${compact ? ' consent-gate-compact' : ''}`}>
      <p className="consent-gate-text">{t(NOTICE[kind], service)}</p>
      <div className="consent-gate-actions">
        <button
          type="button"
          className={`btn btn-primary${compact ? ' btn-sm' : ''}`}
          onClick={() => setOnce(true)}
        >
          {t('Media.Consent.LoadAnyway')}
        </button>
        <button
          type="button"
          className={`btn btn-outline-dark${compact ? ' btn-sm' : ''}`}
          onClick={() => dispatch(consentPreferencesOpened())}
        >
          {t('Media.Consent.ManageCookies')}
        </button>
      </div>
    </div>
  );
}
