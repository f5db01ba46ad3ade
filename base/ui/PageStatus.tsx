import { useTranslation } from '@base/i18n/useTranslation';

/**
 * What a page shows while its data loads, and when it could not load (the error dialog has
 * already told the shopper; the page offers to try again). One pair for every route.
 */
export function PagePlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="page-placeholder" aria-busy="true">
      <span className="visually-hidden">{t('Manager.Loading')}</span>
    </div>
  );
}

export function PageUnavailable({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-error">
      <p>{message ?? t('Navigation.PageUnavailable')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('Navigation.TryAgain')}
      </button>
    </section>
  );
}
