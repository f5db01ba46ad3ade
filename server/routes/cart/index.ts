import type { FastifyPluginAsync } from 'fastify';
import { cartRoutes } from './cart';
import { couponRoutes } from './coupons';
import { currencyRoutes } from './currency';
import { cartPickupRoutes } from './pickupPoint';
import { salesTaxRoutes } from './salesTaxes';
import { cartShippingRoutes } from './shipping';
import { cartWidgetRoutes } from './widget';

/** The cart (spec 001 §3 "Entities and their fields"-§5): lines, delivery, pickup point, widget, coupons, currency, sales-tax country. */
export const cartDomain: FastifyPluginAsync = async (app) => {
  await app.register(cartRoutes);
  await app.register(cartShippingRoutes);
  await app.register(cartPickupRoutes);
  await app.register(cartWidgetRoutes);
  await app.register(couponRoutes);
  await app.register(currencyRoutes);
  await app.register(salesTaxRoutes);
};
