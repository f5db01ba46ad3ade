import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../api/contract/runtime';

const CONFIG_MARKER = '<!--vitrine:config-->';

/** JSON safe to place inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Serves the built client: hashed assets (immutable, precompressed) and index.html with the runtime config. */
export const webRoutes: FastifyPluginAsync = async (app) => {
  const { staticDir, publicDir, appBase } = app.config;
  const indexFile = path.join(staticDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  if (!template) app.log.warn(`No built client at ${indexFile}: run "npm run build".`);

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

  const runtimeConfig = (): RuntimeConfig => ({
    appBase,
    siteBase: app.config.siteBase,
    cmsName: app.site.cmsName,
    cultures: app.site.cultures,
    defaultCulture: app.site.defaultCulture,
    consentStamp: app.site.consentStamp,
  });

  const sendIndex = (
    request: FastifyRequest,
    reply: FastifyReply,
    culture: string,
    status: number,
  ) => {
    if (!template) {
      return reply.code(503).send({ message: 'The client is not built yet: run "npm run build".' });
    }
    const nonce = reply.cspNonce.script;
    const html = template
      .replace('<html lang="fr">', `<html lang="${culture}">`)
      .replace(
        CONFIG_MARKER,
        `<script nonce="${nonce}">window.__VITRINE__=${scriptJson(runtimeConfig())};</script>`,
      );
    request.log.debug({ culture }, 'index served');
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  };

  // /api/... never falls through to the culture pages below.
  app.all('/api/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());

  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const culture = app.site.pickCulture(undefined, request.headers['accept-language']);
    return reply.header('vary', 'Accept-Language').redirect(`${appBase}/${culture}/`, 302);
  });

  const page = async (
    request: FastifyRequest<{ Params: { culture: string } }>,
    reply: FastifyReply,
  ) => {
    const { culture } = request.params;
    if (!app.site.isCulture(culture)) {
      const fallback = app.site.pickCulture(undefined, request.headers['accept-language']);
      return sendIndex(request, reply, fallback, 404);
    }
    return sendIndex(request, reply, culture, 200);
  };
  app.get('/:culture', { schema: { hide: true } }, page);
  app.get('/:culture/*', { schema: { hide: true } }, page);
};
