import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { ensureSeeded } from './seed';
import type { AppDb, Database } from './db/client';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerSession } from './plugins/session';
import { accountRoutes } from './routes/account';
import { addressRoutes } from './routes/addresses';
import { cartRoutes } from './routes/cart';
import { cartShippingRoutes } from './routes/cartShipping';
import { cartWidgetRoutes } from './routes/cartWidget';
import { catalogRoutes } from './routes/catalog';
import { checkoutRoutes } from './routes/checkout';
import { catalogListRoutes } from './routes/catalogList';
import { contactRoutes } from './routes/contact';
import { contentRoutes } from './routes/content';
import { couponRoutes } from './routes/coupons';
import { currencyRoutes } from './routes/currency';
import { healthRoutes } from './routes/health';
import { localizationRoutes } from './routes/localization';
import { productRoutes } from './routes/product';
import { salesTaxRoutes } from './routes/salesTaxes';
import { sandboxPayRoutes } from './routes/sandboxPay';
import { securityRoutes } from './routes/security';
import { webRoutes } from './routes/web';
import { LOG_REDACT } from './services/payment/logRedaction';
import { loadSite, type Site } from './services/site';

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
}

/** Builds the Fastify app over an open database: seeds on first start, registers every route. */
export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger
      ? { ...(options.logger === true ? {} : options.logger), redact: LOG_REDACT }
      : false,
    trustProxy: true,
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

  registerErrorHandling(app, site);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  registerCsrf(app);
  // Only routes that ask for it (config.rateLimit) are limited: login, contact form.
  await app.register(fastifyRateLimit, { global: false });
  registerSession(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Vitrine API',
        version: '1.0.0',
        description: 'Every call the storefront makes; see docs/CONTRACT.md.',
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes);
  await app.register(localizationRoutes);
  await app.register(contentRoutes);
  await app.register(securityRoutes);
  await app.register(accountRoutes);
  await app.register(contactRoutes);
  await app.register(catalogRoutes);
  await app.register(catalogListRoutes);
  await app.register(productRoutes);
  await app.register(cartRoutes);
  await app.register(cartShippingRoutes);
  await app.register(cartWidgetRoutes);
  await app.register(couponRoutes);
  await app.register(currencyRoutes);
  await app.register(salesTaxRoutes);
  await app.register(addressRoutes);
  await app.register(checkoutRoutes);
  await app.register(sandboxPayRoutes);
  await app.register(webRoutes);
  return app;
}
