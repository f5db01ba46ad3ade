import { serverMessage } from '@api/errors';
import { useTranslation } from '@base/i18n/useTranslation';

/** M2's view did not load: the server's reason (unknown method, not a pickup one) and a retry. */
export function PanelUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pickup-unavailable">
      <p role="alert">{serverMessage(error) ?? t('PickupUi.Unavailable')}</p>
      <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
        {t('PickupUi.Retry')}
      </button>
    </div>
  );
}

/** While M2's view loads. */
export function PanelLoading() {
  const { t } = useTranslation();
  return (
    <p className="pickup-loading" aria-busy="true">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {t('PickupUi.Loading')}
    </p>
  );
}
