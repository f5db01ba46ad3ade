import { useMemo, useState } from 'react';
import { useGetNewsListPagesInfiniteQuery } from '@api/news';
import { useTranslation } from '@base/i18n/useTranslation';
import type { NewsMarkerOptions } from '../markerOptions';
import { todayIsoDate } from '../dates';

/**
 * M4 page after page from today back (the lists with a "more" button): every post fetched so
 * far, whether there are more, and how the last call went.
 */
export function useNewsPages({ categoryIds, displayChildren, postsPerPage }: NewsMarkerOptions) {
  const { culture } = useTranslation();
  // Fixed for the widget's life: a list open past midnight keeps the same pages.
  const [date] = useState(todayIsoDate);
  const query = useGetNewsListPagesInfiniteQuery({
    culture,
    categoryIds,
    displayChildren,
    postsPerPage,
    date,
  });
  const pages = useMemo(() => query.data?.pages.map((p) => p.Posts) ?? [], [query.data]);
  const shown = pages.reduce((n, posts) => n + posts.length, 0);
  const total = query.data?.pages[0]?.Total ?? 0;
  return {
    /** The posts, page by page. */
    pages,
    /** How many posts are shown. */
    shown,
    total,
    loaded: query.data !== undefined,
    /** The first page could not be fetched (nothing to show). */
    failed: query.isError && query.data === undefined,
    /** A next page could not be fetched (what was shown stays). */
    moreFailed: query.isFetchNextPageError,
    hasMore: query.hasNextPage,
    fetchingMore: query.isFetchingNextPage,
    more: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
