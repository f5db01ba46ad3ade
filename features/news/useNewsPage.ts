import { useState } from 'react';
import { useGetNewsListQuery } from '@api/news';
import { useTranslation } from '@base/i18n/useTranslation';
import type { NewsMarkerOptions } from './markerOptions';
import { todayIsoDate } from './dates';

/** Page `page` of M4 from today back (blog, ticker, slider). */
export function useNewsPage(
  { categoryIds, displayChildren, postsPerPage }: NewsMarkerOptions,
  page = 1,
) {
  const { culture } = useTranslation();
  // Fixed for the widget's life: a page open past midnight keeps the same list.
  const [date] = useState(todayIsoDate);
  return useGetNewsListQuery({
    culture,
    categoryIds,
    displayChildren,
    postsPerPage,
    date,
    page,
  });
}
