import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { consentPreferencesOpened } from './slice';

/** Reopens the cookie preferences at any time (footer). */
export function CookieSettingsButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="btn btn-link cookie-settings-button"
      onClick={() => dispatch(consentPreferencesOpened())}
    >
      {t('Consent.Manage')}
    </button>
  );
}
