import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { trustProxyOption, type ServerConfig } from './config';
import { ensureSeeded } from './seed';
import { ANALYZE_EVERY_MS, analyzeChangedTables, analyzeIfNeverAnalyzed } from './db/statistics';
import type { AppDb, Database } from './db/client';
import { CONTENT_SECURITY_DIRECTIVES } from './plugins/contentSecurity';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerSession } from './plugins/session';
import { registerTextInput } from './plugins/textInput';
import { registerCulture } from './plugins/culture';
import { lazyCompilersFactory } from './plugins/lazySchemas';
import { accountDomain } from './routes/account';
import { cartDomain } from './routes/cart';
import { catalogDomain } from './routes/catalog';
import { checkoutDomain } from './routes/checkout';
import { contentDomain } from './routes/content';
import { productDomain } from './routes/product';
import { siteDomain } from './routes/site';
import { mailDomain } from './routes/mail';
import { ordersDomain } from './routes/orders';
import { refundsDomain } from './routes/refunds';
import { prepaidDomain } from './routes/prepaid';
import { wishlistDomain } from './routes/wishlist';
import { pickupDomain } from './routes/pickup';
import { assetsDomain } from './routes/assets';
import { formsDomain } from './routes/forms';
import { newsDomain } from './routes/news';
import { sharedWishlistRoutes } from './routes/wishlist/shared';
import { healthRoutes } from './routes/site/health';
import { webRoutes } from './routes/site/web';
import { sandboxPay } from './sandboxPay/plugin';
import { paymentProviderUrl } from './services/payment/configured';
import { LOG_REDACT, LOG_SERIALIZERS } from './services/payment/logRedaction';
import { loadSite, type Site } from './services/site';
import { registerMailer } from './services/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDb;
    dbKind: Database['kind'];
    site: Site;
    config: ServerConfig;
  }
}

export interface BuildOptions {
  config: ServerConfig;
  database: Database;
  /** Closes the database with the app (main); tests that share a database pass false. */
  ownsDatabase?: boolean;
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Compiles every route's schemas at start, as Fastify does by default (a test of them). */
  eagerSchemas?: boolean;
}

/** Builds the Fastify app over an open database: seeds on first start, registers every route. */
export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger
      ? {
          ...(options.logger === true ? {} : options.logger),
          redact: LOG_REDACT,
          serializers: LOG_SERIALIZERS,
        }
      : false,
    trustProxy: trustProxyOption(config.trustProxy),
    // Each schema compiled when a route first needs it (plugins/lazySchemas.ts).
    ...(options.eagerSchemas
      ? {}
      : { schemaController: { compilersFactory: lazyCompilersFactory as never } }),
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await ensureSeeded(database.db);
  await analyzeIfNeverAnalyzed(database.db);
  const site = await loadSite(database.db, config.cmsName);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('site', site);
  app.decorate('config', config);
  if (options.ownsDatabase !== false) {
    app.addHook('onClose', async () => {
      await database.close();
      app.log.info('database closed');
    });
  }

  if (database.kind === 'pglite') {
    // No autovacuum in PGlite: a listening server keeps the planner's statistics itself.
    let analyzing: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      analyzing = setInterval(() => {
        analyzeChangedTables(database.db).catch((err: unknown) =>
          app.log.warn({ err }, 'analyze failed'),
        );
      }, ANALYZE_EVERY_MS).unref();
    });
    app.addHook('onClose', async () => clearInterval(analyzing));
  }

  // app.mailer: routes kick it after a commit that queued mail.
  await registerMailer(app);

  registerErrorHandling(app, site);
  // Before every route: no text a route reads holds a character the database cannot store.
  registerTextInput(app);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    // Google's Maps hosts only on the first document of a page that carries a map: the app
    // document adds them (routes/site/web.ts, withMapSources).
    contentSecurityPolicy: { directives: CONTENT_SECURITY_DIRECTIVES },
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  registerCsrf(app);
  // Only routes that ask for it (config.rateLimit) are limited: contact form, sandbox tokenize.
  // The authentication limits are counted in the database (services/account/rateLimits.ts).
  await app.register(fastifyRateLimit, { global: false });
  registerSession(app);
  // Multipart bodies (the asset upload, S5): parsed only when a route reads them
  // (request.parts); these are the tightest defaults, each route passes its own limits.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 1024 * 1024, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });
  // After the rate limit: its route pre-handlers run before the call's culture is checked.
  registerCulture(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Vitrine API',
        version: '1.0.0',
        description: 'Every call the storefront makes; see docs/CONTRACT.md.',
      },
    },
  });
  const { appBase } = config;
  await app.register(fastifySwaggerUi, { routePrefix: `${appBase}/api/docs`, staticCSP: true });

  // Every route answers under APP_BASE (the spec's {app}): a reverse proxy forwards /shop/*
  // unchanged. One prefixed scope holds them all, the web routes included: their reply
  // decorator (the app document) serves the other domains' page routes.
  await app.register(
    async (scope) => {
      await scope.register(siteDomain);
      await scope.register(contentDomain);
      await scope.register(accountDomain);
      await scope.register(catalogDomain);
      await scope.register(productDomain);
      await scope.register(cartDomain);
      await scope.register(checkoutDomain);
      await scope.register(ordersDomain);
      await scope.register(mailDomain);
      await scope.register(refundsDomain);
      await scope.register(prepaidDomain);
      await scope.register(wishlistDomain);
      await scope.register(pickupDomain);
      await scope.register(assetsDomain);
      await scope.register(formsDomain);
      await scope.register(newsDomain);
      await scope.register(sharedWishlistRoutes);
      // An outside provider takes the payments: this server's stand-in for one stays out.
      if (!paymentProviderUrl()) await scope.register(sandboxPay);
      await scope.register(webRoutes);
    },
    { prefix: appBase },
  );
  // Under a base, the health routes answer at the root too: probes (orchestrator, load
  // balancer, tools/spawnServer.ts) reach the process directly and know nothing of the base.
  // Left out of the API docs there: the documented ones are those under the base.
  if (appBase) {
    await app.register(async (root) => {
      root.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      await root.register(healthRoutes);
    });
  }
  return app;
}
