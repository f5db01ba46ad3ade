import type { FastifyPluginAsync } from 'fastify';
import { productCartRoutes } from './addToCart';
import { productCustomerRoutes } from './customerReferences';
import { productPageRoutes } from './page';
import { productStockNotificationRoutes } from './stockNotification';
import { productVariationRoutes } from './variation';
import { productWidgetRoutes } from './widgets';

/** The product page and every call it makes (spec 001 §2 "Screens and routes"-§9: C1-C6, C8, C12). */
export const productDomain: FastifyPluginAsync = async (app) => {
  await app.register(productWidgetRoutes);
  await app.register(productCartRoutes);
  await app.register(productCustomerRoutes);
  await app.register(productStockNotificationRoutes);
  await app.register(productPageRoutes);
  await app.register(productVariationRoutes);
};
