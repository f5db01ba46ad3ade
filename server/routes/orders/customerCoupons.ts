import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, errorResponses } from '../../../api/contract/common';
import {
  CustomerCoupons,
  CustomerCouponsParams,
  CustomerCouponsQuery,
} from '../../../api/contract/orders';
import { customerCoupons } from '../../services/orders/customerCoupons';

/** P3: a customer's own coupon codes. */
export const customerCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/couponcode/user/:id',
    {
      schema: {
        tags: ['coupons'],
        summary:
          "P3: the coupon codes given to a customer; {id} must be the logged-in customer's own id (another id is a 404), staff may read any customer's; 401 visitor",
        params: CustomerCouponsParams,
        querystring: CustomerCouponsQuery,
        response: { 200: CustomerCoupons, 401: ErrorResponse, ...errorResponses },
      },
      preHandler: app.requireCustomer,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const me = request.customer!;
      if (me.id !== request.params.id && me.role !== 'staff') {
        return reply.code(404).send({ message: request.t('Orders.CustomerNotFound') });
      }
      return customerCoupons(app.db, request.params.id, request.culture);
    },
  );
};
