import type { NewsCalendar, NewsCategories, NewsList, NewsPostView } from './contract/news';
import { api } from './baseApi';

/** What every news call filters by (the marker's data-category-ids, data-display-children…). */
export interface NewsFilter {
  culture: string;
  /** Comma-separated category ids, '0' for every category. */
  categoryIds: string;
  displayChildren: boolean;
  postsPerPage: number;
}

export interface NewsCalendarArgs extends NewsFilter {
  month: number;
  year: number;
  /** 1-based page of the month's list. */
  page: number;
}

export interface NewsListArgs extends NewsFilter {
  /** year-month-day: the posts published on or before it. */
  date: string;
  page: number;
}

/** M4 without a page: the "more" lists ask page after page (an infinite query). */
export type NewsListPagesArgs = Omit<NewsListArgs, 'page'>;

export interface NewsPostArgs {
  culture: string;
  slug: string;
}

/**
 * 001 §8 "News widget failure: inline 'Core.Error' alert": the widgets show a refusal or a
 * server failure themselves (never the error dialog). A 401 is not here: the catalogue's login.
 */
export const NEWS_WIDGET_HANDLED = [400, 403, 404, 408, 429, 500, 502, 503, 504];

const filterPath = ({ categoryIds, displayChildren, postsPerPage }: NewsFilter) =>
  `${encodeURIComponent(categoryIds)}/${displayChildren}/${postsPerPage}`;

const NEWS_LIST_TAG = { type: 'News', id: 'LIST' } as const;

export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** M3: a month of the calendar, its days holding posts and page `page` of its list. */
    getNewsCalendar: build.query<NewsCalendar, NewsCalendarArgs>({
      query: ({ culture, month, year, page, ...filter }) => ({
        url: `{app}/widget/news/calendar/${filterPath({ culture, ...filter })}/${month}/${year}`,
        params: { culture, page },
      }),
      providesTags: [NEWS_LIST_TAG],
      extraOptions: { handledStatuses: NEWS_WIDGET_HANDLED },
    }),
    /** M4: one page of the posts published on or before `date` (blog, ticker, slider). */
    getNewsList: build.query<NewsList, NewsListArgs>({
      query: ({ culture, date, page, ...filter }) => ({
        url: `{app}/widget/news/newslist/${filterPath({ culture, ...filter })}/${date}`,
        params: { culture, page },
      }),
      providesTags: [NEWS_LIST_TAG],
      extraOptions: { handledStatuses: NEWS_WIDGET_HANDLED },
    }),
    /** M4 page after page, for the lists with a "more" button (gallery, list, the news page). */
    getNewsListPages: build.infiniteQuery<NewsList, NewsListPagesArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.Page < last.TotalPages ? last.Page + 1 : undefined),
      },
      query: ({ queryArg: { culture, date, ...filter }, pageParam }) => ({
        url: `{app}/widget/news/newslist/${filterPath({ culture, ...filter })}/${date}`,
        params: { culture, page: pageParam },
      }),
      providesTags: [NEWS_LIST_TAG],
      extraOptions: { handledStatuses: NEWS_WIDGET_HANDLED },
    }),
    /** Ours: the category tree, for the news page's filter. */
    getNewsCategories: build.query<NewsCategories, { culture: string }>({
      query: ({ culture }) => ({ url: '{app}/api/v1/news/categories', params: { culture } }),
      providesTags: [{ type: 'News', id: 'CATEGORIES' }],
      extraOptions: { handledStatuses: NEWS_WIDGET_HANDLED },
    }),
    /** A post's page address asked for JSON (an in-place load), as the product page's. */
    getNewsPost: build.query<NewsPostView, NewsPostArgs>({
      query: ({ culture, slug }) => ({
        url: `{app}/${encodeURIComponent(culture)}/news/${encodeURIComponent(slug)}`,
        headers: { Accept: 'application/json' },
      }),
      providesTags: (_r, _e, { culture, slug }) => [{ type: 'News', id: `${culture}/${slug}` }],
      // The page shows "not found" itself.
      extraOptions: { handledStatuses: [404] },
    }),
  }),
});

export const {
  useGetNewsCalendarQuery,
  useGetNewsListQuery,
  useGetNewsListPagesInfiniteQuery,
  useGetNewsCategoriesQuery,
  useGetNewsPostQuery,
} = newsApi;
