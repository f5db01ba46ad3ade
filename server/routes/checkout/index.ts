import type { FastifyPluginAsync } from 'fastify';
import { paymentClientFor } from '../../services/payment/configured';
import { viesClientFromEnv } from '../../services/vat/viesClient';
import { addressRoutes } from './addresses';
import { checkoutOrderRoutes } from './orders';
import { vatCheckRoutes } from './vatCheck';

/**
 * One-step checkout (spec 001 §3 "Entities and their fields", §4, §8): addresses (K10, K14), the VAT check (K9), the order
 * submit (K15, ours) and its confirmation. VIES_URL turns on the EU service behind K9 and the
 * order's VAT; PAYMENT_PROVIDER_URL sends payments to an outside provider (else the sandbox).
 */
export const checkoutDomain: FastifyPluginAsync = async (app) => {
  const vies = viesClientFromEnv();
  await app.register(addressRoutes);
  await app.register(vatCheckRoutes, { vies });
  await app.register(checkoutOrderRoutes, { payments: paymentClientFor(app), vies });
};
