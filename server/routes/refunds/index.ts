import type { FastifyPluginAsync } from 'fastify';
import { paymentClientFor } from '../../services/payment/configured';
import { refundRoutes } from './refunds';
import { staffRefundRoutes } from './staffRefunds';

/**
 * Refund requests (P12, ours; spec 001 "Screens and widgets", "Entities", "Validation rules"):
 * the customer's requests of an order, and staff's approval, which refunds the card part through
 * the payment provider (PAYMENT_PROVIDER_URL, else the sandbox) and the prepaid part to the balance.
 */
export const refundsDomain: FastifyPluginAsync = async (app) => {
  await app.register(refundRoutes);
  await app.register(staffRefundRoutes, { payments: paymentClientFor(app) });
};
