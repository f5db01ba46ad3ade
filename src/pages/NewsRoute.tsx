import { NewsListPage } from '@features/news/list/NewsListPage';

/** /{culture}/news: the news list with its category filter and calendar (issue 19). */
export function Component() {
  return <NewsListPage />;
}
