import type { FastifyInstance } from 'fastify';
import { sandboxSecret } from '../../sandboxPay/secret';
import type { PaymentClient } from './client';
import { httpPaymentClient } from './httpClient';
import { inProcessPaymentClient } from './inProcessClient';

/** The outside provider's address, or undefined: this server's own sandbox then takes payments. */
export function paymentProviderUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.PAYMENT_PROVIDER_URL?.trim() || undefined;
}

/** HTTP when PAYMENT_PROVIDER_URL is set, else this server's own sandbox. */
export function paymentClientFor(
  app: FastifyInstance,
  env: NodeJS.ProcessEnv = process.env,
): PaymentClient {
  const url = paymentProviderUrl(env);
  return url ? httpPaymentClient(url, sandboxSecret(env)) : inProcessPaymentClient(app);
}
