import { useParams } from 'react-router-dom';
import type { NewsPostView } from '@api/contract/news';
import { newsApi, useGetNewsPostQuery } from '@api/news';
import { createQueryLoader } from '@features/navigation/queryLoader';
import { NewsPostPage } from '@features/news/post/NewsPostPage';
import type { AppStore } from '@store/index';
import { NotFoundPage } from './NotFoundPage';
import { PagePlaceholder, PageUnavailable } from '@base/ui/PageStatus';

/** /{culture}/news/{slug}: the loader has the post's view model in the cache. */
function Component() {
  const { culture = '', slug = '' } = useParams();
  // The loader's args exactly, so the cache entry is the same.
  const { currentData, error, refetch } = useGetNewsPostQuery({ culture, slug });
  if (error && 'status' in error && error.status === 404) return <NotFoundPage />;
  if (error) return <PageUnavailable onRetry={() => void refetch()} />;
  if (!currentData) return <PagePlaceholder />;
  // Another post is another page: its lightbox state starts afresh.
  return <NewsPostPage key={currentData.NewsPostId} post={currentData} />;
}

export function route(store: AppStore) {
  return {
    Component,
    loader: createQueryLoader(
      store,
      newsApi.endpoints.getNewsPost,
      (args, data) => newsApi.util.upsertQueryData('getNewsPost', args, data as NewsPostView),
      ({ params }) =>
        params.culture && params.slug ? { culture: params.culture, slug: params.slug } : null,
    ),
  };
}
