import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPage, isAppRoute, isServerViewRoute } from '../../../rules/appRoutes';
import { ErrorResponse } from '../../../api/contract/common';
import { CmsPage } from '../../../api/contract/content';
import { holdsMapWidget, isMapPagePath } from '../../../rules/maps';
import { PAGE_PATH_PATTERN } from '../../../rules/pages';
import type { RuntimeConfig } from '../../../api/contract/runtime';
import { findPage } from '../../services/content/pages';
import { consentBannerHtml, needsConsentPrompt } from '../../services/consentFirstPaint';
import { missingMarkers, renderDocument, type DocumentView } from '../../services/document';
import { withMapSources } from '../../plugins/contentSecurity';

export interface AppDocumentOptions {
  status?: number;
  page?: CmsPage;
  notFound?: boolean;
  /** An app page (catalog, product…) rendered by its own route. */
  view?: DocumentView;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the app document (index.html with the runtime config and, for a CMS page, its content). */
    appDocument(culture: string, options?: AppDocumentOptions): FastifyReply;
  }
}

const PAGE_PATH = new RegExp(PAGE_PATH_PATTERN);

/** An in-place load (S8) asks for JSON; a first load (or a crawler) asks for HTML. */
export function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * The build is made once for any base: its index.html names root-absolute files ('/assets/…',
 * '/favicon.svg'). Under APP_BASE they move under the base (quoted or not, as webpack's own
 * minifier may leave them); the client's later chunks follow __webpack_public_path__, set from
 * the injected config (src/publicPath.ts).
 */
export function underAppBase(template: string, appBase: string): string {
  if (!appBase) return template;
  return template.replace(
    /(\s(?:src|href)=)("?)\/(assets\/|favicon\.svg)/g,
    (_match, attribute: string, quote: string, rest: string) =>
      `${attribute}${quote}${appBase}/${rest}`,
  );
}

/**
 * CMS HTML is written for a shop at the root: '/fr/about' links, '/api/v1/…' form actions,
 * '/media/…' pictures. Under APP_BASE those root-relative addresses get the base in front, so
 * the content moves with the shop. Only addresses whose first segment is a culture or one of
 * the app's own roots change; full URLs and other paths of the host are left alone.
 */
export function cmsHtmlUnderAppBase(html: string, appBase: string, cultures: string[]): string {
  if (!appBase) return html;
  const roots = [...cultures, 'api', 'media', 'assets', 'assetslibrary', 'widget']
    .map((root) => root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  const address = new RegExp(
    `(\\s(?:href|src|action)\\s*=\\s*)(["']?)\\/(?=(?:${roots})(?:[/?#"'\\s>]|$))`,
    'gi',
  );
  const moved = html.replace(
    address,
    (_match, attribute: string, quote: string) => `${attribute}${quote}${appBase}/`,
  );
  // A srcset lists several addresses (`a.svg 1x, b.svg 2x`): each candidate moves.
  const candidate = new RegExp(`(^|,\\s*)\\/(?=(?:${roots})\\/)`, 'gi');
  return moved.replace(
    /(\ssrcset\s*=\s*)(["'])([^"']*)\2/gi,
    (_match, attribute: string, quote: string, list: string) =>
      `${attribute}${quote}${list.replace(candidate, `$1${appBase}/`)}${quote}`,
  );
}

/** Serves the built client: hashed assets (immutable, precompressed) and the app document. */
export const webRoutes: FastifyPluginAsync = async (app) => {
  const { staticDir, publicDir, appBase } = app.config;
  const indexFile = path.join(staticDir, 'index.html');
  const built = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const template = built === undefined ? undefined : underAppBase(built, appBase);
  if (!template) app.log.warn(`No built client at ${indexFile}: run "npm run build".`);
  const missing = template ? missingMarkers(template) : [];
  if (missing.length > 0)
    app.log.error({ missing }, `${indexFile} lacks the markers the server fills`);

  const assets = path.join(staticDir, 'assets');
  if (fs.existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      preCompressed: true,
      decorateReply: false,
      index: false,
      cacheControl: true,
      maxAge: '365d',
      immutable: true,
    });
  }
  // Pickup points' pictures (issue 17): public/pickup/*.svg, named by the seed.
  app.get(
    '/pickup/:file',
    {
      schema: {
        hide: true,
        params: Type.Object(
          { file: Type.String({ pattern: '^[a-z][a-z0-9-]{0,40}\\.svg$' }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const full = path.join(publicDir, 'pickup', file);
      if (!fs.existsSync(full)) {
        return reply.code(404).send({ message: request.t('Core.RouteNotFound') });
      }
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(fs.createReadStream(full));
    },
  );
  for (const file of ['robots.txt', 'favicon.svg']) {
    const full = path.join(publicDir, file);
    app.get(`/${file}`, { schema: { hide: true } }, async (_request, reply) => {
      const type = file.endsWith('.svg') ? 'image/svg+xml' : 'text/plain; charset=utf-8';
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(fs.createReadStream(full));
    });
  }

  const runtimeConfig = (mapHosts: boolean): RuntimeConfig => ({
    appBase,
    siteBase: app.config.siteBase,
    cmsName: app.site.cmsName,
    cultures: app.site.cultures,
    defaultCulture: app.site.defaultCulture,
    consentStamp: app.site.consentStamp,
    mapHosts,
  });

  /**
   * Whether the document carries a map (rules/maps.ts): its address below the culture is one
   * where the pickup modal opens, or its content holds the map widget.
   */
  const carriesMap = (request: FastifyRequest, options: AppDocumentOptions): boolean => {
    const [pathname = ''] = request.url.split('?');
    const below = pathname.slice(appBase.length).split('/').slice(2).join('/');
    const html = options.page?.Html ?? options.view?.mainHtml ?? '';
    return isMapPagePath(below) || holdsMapWidget(html);
  };

  app.decorateReply(
    'appDocument',
    function appDocument(this: FastifyReply, culture: string, options: AppDocumentOptions = {}) {
      if (!template) {
        return this.code(503).send({
          message: 'The client is not built yet: run "npm run build".',
        });
      }
      const map = carriesMap(this.request, options);
      if (map) {
        const policy = this.getHeader('content-security-policy');
        if (typeof policy === 'string') {
          this.header('content-security-policy', withMapSources(policy));
        }
      }
      const html = renderDocument(template, {
        culture,
        nonce: this.cspNonce.script,
        config: runtimeConfig(map),
        origin: `${this.request.protocol}://${this.request.host}`,
        page: options.page,
        view: options.view,
        notFound: options.notFound
          ? {
              title: app.site.t(culture, 'Core.NotFoundTitle'),
              text: app.site.t(culture, 'Core.NotFound'),
            }
          : undefined,
        consentBanner: needsConsentPrompt(
          this.request.cookies,
          app.site.cmsName,
          app.site.consentStamp,
        )
          ? consentBannerHtml((key) => app.site.t(culture, key))
          : undefined,
      });
      return this.code(options.status ?? 200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept, Accept-Language')
        .send(html);
    },
  );

  // /api/... never falls through to the culture pages below.
  app.all('/api/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    return reply.header('vary', 'Accept-Language').redirect(`${appBase}/${request.culture}/`, 302);
  });

  /**
   * S8: every page address. JSON (title, body class, main HTML, alternates) for an in-place
   * load; the whole document, main content included, for a first load. Pages take any query
   * string (tracking parameters, ?support=1), so S8 stays out of the closed-schema API docs.
   */
  const page = async (
    request: FastifyRequest<{ Params: { culture: string; '*'?: string } }>,
    reply: FastifyReply,
  ) => {
    const { culture } = request.params;
    const slug = (request.params['*'] ?? '').replace(/\/+$/, '');
    const json = wantsJson(request);
    const notFound = (lang: string) =>
      json
        ? reply.code(404).send({ message: app.site.t(lang, 'Core.PageNotFound') })
        : reply.appDocument(lang, { status: 404, notFound: true });
    // An unknown segment: request.culture is the visitor's language.
    if (!app.site.isCulture(culture)) return notFound(request.culture);
    if (isServerViewRoute(slug)) return notFound(culture);
    if (isAppRoute(slug)) {
      // An address the client's router has no page for: its "page not found", with a 404.
      if (json || !isAppPage(slug)) return notFound(culture);
      return reply.appDocument(culture);
    }
    if (slug.length > 200 || !PAGE_PATH.test(slug)) return notFound(culture);
    const stored = await findPage(app.db, appBase, app.site.cultures, culture, slug);
    if (!stored) return notFound(culture);
    const found = { ...stored, Html: cmsHtmlUnderAppBase(stored.Html, appBase, app.site.cultures) };
    if (json) return reply.header('vary', 'Accept').header('cache-control', 'no-cache').send(found);
    return reply.appDocument(culture, { page: found });
  };
  const schema = {
    hide: true,
    response: { 200: CmsPage, 404: ErrorResponse },
  };
  app.get(
    '/:culture',
    {
      schema: { ...schema, params: Type.Object({ culture: Type.String() }) },
      config: { ownsUnknownCulture: true },
    },
    page,
  );
  app.get('/:culture/*', { schema }, page);
};

// The app document decorator serves the other page routes too (S6): not encapsulated.
Object.assign(webRoutes, { [Symbol.for('skip-override')]: true });
