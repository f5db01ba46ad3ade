import type { FastifyPluginAsync } from 'fastify';
import { customerCouponRoutes } from './customerCoupons';
import { customerOrderRoutes } from './customerOrders';
import { deliveryAddressRoutes } from './deliveryAddress';
import { reorderRoutes } from './reorder';
import { staffOrderRoutes } from './staffOrders';

/**
 * After the sale (issue 15, 001 §2, §3, §4, §7, §8): the order list (P13) and detail, re-order
 * (P6 and the whole order), the delivery-address change request (P10) and its settling by staff,
 * and a customer's coupon codes (P3).
 */
export const ordersDomain: FastifyPluginAsync = async (app) => {
  await app.register(customerOrderRoutes);
  await app.register(reorderRoutes);
  await app.register(deliveryAddressRoutes);
  await app.register(staffOrderRoutes);
  await app.register(customerCouponRoutes);
};
