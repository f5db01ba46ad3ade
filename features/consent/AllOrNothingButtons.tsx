import { useTranslation } from '@base/i18n/useTranslation';
import { useSaveConsent } from './useSaveConsent';

/** Decline all and accept all, with the same weight side by side (banner and dialog alike). */
export function AllOrNothingButtons() {
  const { t } = useTranslation();
  const { acceptAll, declineAll } = useSaveConsent();
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={declineAll}>
        {t('Consent.DeclineAll')}
      </button>
      <button type="button" className="btn btn-primary" onClick={acceptAll}>
        {t('Consent.AcceptAll')}
      </button>
    </>
  );
}
