import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CultureParam, errorResponses } from '../../../api/contract/common';
import {
  NewsCalendar,
  NewsCalendarParams,
  NewsCategories,
  NewsList,
  NewsListParams,
  NewsQuery,
} from '../../../api/contract/news';
import { isNewsDate } from '../../../rules/news';
import { newsCalendar } from '../../services/news/calendar';
import { visibleNewsCategories } from '../../services/news/categories';
import { newsList } from '../../services/news/list';

const CategoriesQuery = Type.Object(
  { culture: Type.Optional(CultureParam) },
  { additionalProperties: false },
);

/**
 * M3 and M4 (001 §7 "Shipping, news, maps") and the category tree (ours). The spec's calls
 * answer HTML; ours answer the JSON view models the news widgets render. News changes rarely
 * and is the same for every visitor: a minute in shared caches.
 */
export const newsWidgetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;
  const context = (culture: string) => ({ db: app.db, appBase, culture, now: new Date() });
  const cacheHeaders = { 'cache-control': 'public, max-age=60', vary: 'Accept-Language' };

  app.get(
    '/widget/news/calendar/:categoryIds/:displayChildren/:postsPerPage/:month/:year',
    {
      schema: {
        tags: ['news'],
        summary:
          'M3: a month of the news calendar (days holding posts, the years, a page of posts)',
        params: NewsCalendarParams,
        querystring: NewsQuery,
        response: { 200: NewsCalendar, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.headers(cacheHeaders);
      return newsCalendar(context(request.culture), {
        ...request.params,
        page: request.query.page ?? 1,
      });
    },
  );

  app.get(
    '/widget/news/newslist/:categoryIds/:displayChildren/:postsPerPage/:date',
    {
      schema: {
        tags: ['news'],
        summary: 'M4: the news published on or before a day, newest first, one page',
        params: NewsListParams,
        querystring: NewsQuery,
        response: { 200: NewsList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { date } = request.params;
      // The pattern lets 2025-02-30 through: only a real day of the calendar is a date.
      if (!isNewsDate(date)) return reply.code(400).send({ message: request.t('News.BadDate') });
      reply.headers(cacheHeaders);
      return newsList(context(request.culture), {
        ...request.params,
        page: request.query.page ?? 1,
      });
    },
  );

  app.get(
    '/api/v1/news/categories',
    {
      schema: {
        tags: ['news'],
        summary: '(ours) The news categories shown, parents first, for the news page’s filter',
        querystring: CategoriesQuery,
        response: { 200: NewsCategories, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.headers(cacheHeaders);
      return visibleNewsCategories(app.db, request.culture);
    },
  );
};
