import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CartQuery, CouponAnswer, CouponList, CouponRequest } from '../../../api/contract/cart';
import { errorResponses } from '../../../api/contract/common';
import { applyCoupon, removeCoupon } from '../../services/coupons/applyCoupon';
import { couponList } from '../../services/coupons/couponList';
import { currentCart, currentSession, sessionOpener } from './common';

/** P1 apply a coupon, P2 remove it, P4 the coupons this shopper may use. */
export const couponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/shoppingcarts/coupon',
    {
      schema: {
        tags: ['coupons'],
        summary:
          "P1: applies a coupon to the session's cart: true when applied, false when no such coupon is available (cart unchanged)",
        querystring: CartQuery,
        body: CouponRequest,
        response: { 200: CouponAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return applyCoupon(app.db, {
        session: await currentSession(app, request),
        ensureSession: sessionOpener(reply),
        code: request.body.CouponCode,
      });
    },
  );

  app.delete(
    '/api/v1/shoppingcarts/coupon',
    {
      schema: {
        tags: ['coupons'],
        summary: "P2: removes the coupon of the session's cart (true)",
        querystring: CartQuery,
        response: { 200: CouponAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return removeCoupon(app.db, await currentSession(app, request));
    },
  );

  app.get(
    '/widget/couponcodes/list',
    {
      schema: {
        tags: ['coupons'],
        summary:
          'P4: the coupons available now to this shopper (public ones and their own), for the coupon modal',
        querystring: CartQuery,
        response: { 200: CouponList, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { culture } = request;
      const { session, cartId } = await currentCart(app, request);
      reply.header('cache-control', 'no-store');
      return couponList(app.db, session?.customerId ?? null, cartId, culture);
    },
  );
};
