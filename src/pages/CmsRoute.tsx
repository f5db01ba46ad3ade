import { useParams } from 'react-router-dom';
import { useGetPageQuery } from '@api/content';
import { CmsPage } from '@features/content/CmsPage';
import { cleanPagePath, isPagePath } from '@features/navigation/pagePath';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { NotFoundPage } from './NotFoundPage';
import { PagePlaceholder, PageUnavailable } from '@base/ui/PageStatus';

/** Home (index route) and every other CMS page (splat route); the loader has fetched it. */
export function Component() {
  const { culture } = useTranslation();
  const params = useParams();
  const path = cleanPagePath(params['*']);
  // An unknown culture segment (/xx/) is not found: never the default culture's page instead.
  const valid = runtimeConfig().cultures.includes(params.culture ?? '') && isPagePath(path);
  const { data, error, isFetching, refetch } = useGetPageQuery({ culture, path }, { skip: !valid });
  if (!valid || (error && 'status' in error && error.status === 404)) return <NotFoundPage />;
  if (error) {
    // The error dialog already told the shopper; the page offers to try again.
    return <PageUnavailable onRetry={() => void refetch()} />;
  }
  if (!data || (isFetching && data.Path !== path)) {
    return <PagePlaceholder />;
  }
  return <CmsPage page={data} />;
}
