import { useTranslation } from '@base/i18n/useTranslation';

/**
 * 001 §8 "News widget failure: inline 'Core.Error' alert": the widget's own place says it could
 * not load, with a button to ask again; the rest of the page goes on.
 */
export function NewsAlert({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger news-alert d-flex align-items-center gap-3" role="alert">
      <span>{t('Core.Error')}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        {t('News.Ui.Retry')}
      </button>
    </div>
  );
}
