import { isChunkLoadError } from '@base/site/chunkErrors';
import { useTranslation } from '@base/i18n/useTranslation';

/** A route that fails to render (a script chunk that did not load, a bug) gets a way out, not a blank page. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  console.error(error);
  return (
    <section className="route-error container" role="alert">
      <h1>{t('Core.Error')}</h1>
      <p>{t(isChunkLoadError(error) ? 'Manager.ChunkLoadError' : 'Manager.UnknowsErrors')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('Manager.Reload')}
      </button>
    </section>
  );
}
