import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { consentPreferencesOpened } from '@features/consent';

export type MapMessageState = 'loading' | 'noKey' | 'noConsent' | 'failed';

const TEXT: Record<MapMessageState, string> = {
  loading: 'Maps.Loading',
  noKey: 'Maps.Unavailable',
  noConsent: 'Maps.NeedsConsent',
  failed: 'Maps.LoadFailed',
};

/** What the map area says instead of a map (README "States"). */
export function MapMessage({ state }: { state: MapMessageState }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className={`map-message map-message-${state}`} role="status">
      <p className="mb-2">{t(TEXT[state])}</p>
      {state === 'noConsent' && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => dispatch(consentPreferencesOpened())}
        >
          {t('Maps.ManageCookies')}
        </button>
      )}
    </div>
  );
}
