import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponse } from '../../../api/contract/common';
import { NewsList, NewsPostView } from '../../../api/contract/news';
import { NEWS_PATH } from '../../../rules/news';
import { sendUnknownCulture } from '../../plugins/culture';
import { SHOP_TIME_ZONE } from '../../services/mail/orderMail';
import { shopDay } from '../../services/news/dates';
import { newsList } from '../../services/news/list';
import { newsPostPage } from '../../services/news/post';
import { newsListDocumentView, newsPostDocumentView } from '../../services/news/seo';
import { wantsJson } from '../site/web';
import { chunkStylesheets } from './stylesheets';

/** How many of the latest posts the news page's first document (and its JSON) lists. */
export const NEWS_PAGE_LATEST = 12;

const ListPageParams = Type.Object({ culture: Type.String({ maxLength: 10 }) });
const PostPageParams = Type.Object({
  culture: Type.String({ maxLength: 10 }),
  slug: Type.String({ maxLength: 300 }),
});

/** "14 mars 2026" in the shopper's language, the day as the shop's clock has it. */
function longDate(culture: string, iso: string): string {
  return new Intl.DateTimeFormat(`${culture}-BE`, {
    dateStyle: 'long',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * The news pages (issue 19): /{culture}/news lists the latest posts, /{culture}/news/{slug} is a
 * post. JSON for an in-place load, else the first document with the indexable content (the
 * post's first picture, its largest paint, and its NewsArticle JSON-LD). Any query string is
 * accepted (tracking parameters), like every page address: hidden from the API docs.
 */
export const newsPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { appBase } = app.config;
  const context = (culture: string) => ({ db: app.db, appBase, culture, now: new Date() });
  // The route chunks' names in src/router.tsx.
  const postStyles = chunkStylesheets(app.config.staticDir, appBase, 'page-news-post');
  const listStyles = chunkStylesheets(app.config.staticDir, appBase, 'page-news');

  /** An unknown culture: JSON's 404, or the not-found document in the visitor's language. */
  const unknownCulture = (request: FastifyRequest, reply: FastifyReply, json: boolean) =>
    json
      ? sendUnknownCulture(request, reply)
      : reply.appDocument(request.culture, { status: 404, notFound: true });

  app.get(
    `/:culture/${NEWS_PATH}`,
    {
      schema: {
        hide: true,
        params: ListPageParams,
        response: { 200: NewsList, 404: ErrorResponse },
      },
      config: { ownsUnknownCulture: true },
    },
    async (request, reply) => {
      const { culture } = request.params;
      const json = wantsJson(request);
      reply.header('vary', 'Accept, Accept-Language').header('cache-control', 'no-cache');
      if (!app.site.isCulture(culture)) return unknownCulture(request, reply, json);
      const ctx = context(culture);
      const list = await newsList(ctx, {
        categoryIds: '0',
        displayChildren: true,
        postsPerPage: NEWS_PAGE_LATEST,
        date: shopDay(ctx.now.getTime()),
        page: 1,
      });
      if (json) return list;
      const t = (key: string) => app.site.t(culture, key);
      return reply.appDocument(culture, {
        view: newsListDocumentView({
          title: t('News.PageTitle'),
          description: t('News.PageDescription'),
          canonical: `${appBase}/${culture}/${NEWS_PATH}`,
          alternates: Object.fromEntries(
            app.site.cultures.map((c) => [c, `${appBase}/${c}/${NEWS_PATH}`]),
          ),
          list,
          stylesheets: listStyles,
        }),
      });
    },
  );

  app.get(
    `/:culture/${NEWS_PATH}/:slug`,
    {
      schema: {
        hide: true,
        params: PostPageParams,
        response: { 200: NewsPostView, 404: ErrorResponse },
      },
      config: { ownsUnknownCulture: true },
    },
    async (request, reply) => {
      const { culture, slug } = request.params;
      const json = wantsJson(request);
      reply.header('vary', 'Accept, Accept-Language').header('cache-control', 'no-cache');
      if (!app.site.isCulture(culture)) return unknownCulture(request, reply, json);
      const page = await newsPostPage(context(culture), slug);
      if (!page) {
        return json
          ? reply.code(404).send({ message: app.site.t(culture, 'News.PostNotFound') })
          : reply.appDocument(culture, { status: 404, notFound: true });
      }
      if (json) return page.view;
      return reply.appDocument(culture, {
        view: newsPostDocumentView({
          view: page.view,
          culture,
          origin: `${request.protocol}://${request.host}`,
          modifiedAt: page.modifiedAt,
          publisher: app.site.cmsName,
          dateLabel: longDate(culture, page.view.PublishedAt),
          prime: { endpoint: 'getNewsPost', args: { culture, slug }, data: page.view },
          stylesheets: postStyles,
        }),
      });
    },
  );
};
