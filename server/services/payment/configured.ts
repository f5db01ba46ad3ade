import type { FastifyInstance } from 'fastify';
import { sandboxSecret } from '../../sandboxPay/secret';
import type { PaymentClient } from './client';
import { httpPaymentClient } from './httpClient';
import { inProcessPaymentClient } from './inProcessClient';

/** HTTP when PAYMENT_PROVIDER_URL is set, else this server's own sandbox. */
export function paymentClientFor(
  app: FastifyInstance,
  env: NodeJS.ProcessEnv = process.env,
): PaymentClient {
  const url = env.PAYMENT_PROVIDER_URL?.trim();
  return url ? httpPaymentClient(url, sandboxSecret(env)) : inProcessPaymentClient(app);
}
