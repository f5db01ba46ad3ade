import { newsApi } from '@api/news';
import { NewsListPage } from '@features/news/list/NewsListPage';
import { chosenCategory, newsPageListArgs } from '@features/news/list/newsPageOptions';
import type { PageLoaderArgs } from '@features/navigation/navigationController';
import { pageOut } from '@features/navigation/pageLoader';
import type { AppStore } from '@store/index';

/** /{culture}/news: the news list with its category filter and calendar (issue 19). */
function Component() {
  return <NewsListPage />;
}

/**
 * The page's first list page and its categories are asked during the out animation (the
 * server's first document stays until they are there), so the page comes with its posts rather
 * than a placeholder. A failure is the page's to show (inline alerts): the loader only waits.
 */
function newsPageLoader(store: AppStore) {
  return async function loadNewsPage({ params, request }: PageLoaderArgs): Promise<null> {
    const culture = params.culture ?? '';
    const categoryId =
      chosenCategory(new URL(request.url).searchParams.get('category'), undefined) ?? 0;
    const list = store.dispatch(
      newsApi.endpoints.getNewsListPages.initiate(newsPageListArgs(culture, categoryId)),
    );
    const categories = store.dispatch(newsApi.endpoints.getNewsCategories.initiate({ culture }));
    const abort = () => {
      list.abort();
      categories.abort();
    };
    request.signal.addEventListener('abort', abort);
    try {
      await Promise.allSettled([list, categories, pageOut(request.signal)]);
    } finally {
      request.signal.removeEventListener('abort', abort);
      list.unsubscribe();
      categories.unsubscribe();
    }
    return null;
  };
}

export function route(store: AppStore) {
  return { Component, loader: newsPageLoader(store) };
}
