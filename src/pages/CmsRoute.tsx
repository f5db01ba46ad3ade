import { useParams } from 'react-router-dom';
import { useGetPageQuery } from '@api/content';
import { CmsPage } from '@features/content/CmsPage';
import { useTranslation } from '@src/i18n/useTranslation';
import { NotFoundPage } from './NotFoundPage';

const SLUG = /^[a-z0-9-]*(\/[a-z0-9-]+)*$/;

/** Home (index route) and every other CMS page (splat route). */
export function Component() {
  const { t, culture } = useTranslation();
  const path = (useParams()['*'] ?? '').replace(/\/$/, '');
  const valid = SLUG.test(path);
  const { data, isError, isFetching } = useGetPageQuery({ culture, path }, { skip: !valid });
  if (!valid || isError) return <NotFoundPage />;
  if (!data || (isFetching && data.Path !== path)) {
    return (
      <div className="page-placeholder" aria-busy="true">
        <span className="visually-hidden">{t('Manager.Loading')}</span>
      </div>
    );
  }
  return <CmsPage page={data} />;
}
