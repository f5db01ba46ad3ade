import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponse, errorResponses } from '../../../api/contract/common';
import { countAttempt, type Counted, type Counter } from '../../services/account/rateLimits';
import type { Refusal } from '../../services/account/refusal';
import type { SessionCustomer } from '../../services/account/sessions';

/** The answers a call for the logged-in customer may give besides its own. */
export const signedIn = { 401: ErrorResponse, ...errorResponses } as const;

export function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  const { status, message, field } = refusal;
  return reply.code(status).send(field === undefined ? { message } : { message, field });
}

/** The customer a requireCustomer pre-handler let through. */
export function customerOf(request: FastifyRequest): SessionCustomer {
  if (!request.customer) throw new Error('requireCustomer must run before this handler');
  return request.customer;
}

/**
 * Counts the attempt on its rate limits (services/account/rateLimits.ts); past one, answers the
 * translated 429 with Retry-After and gives null.
 */
export async function countOrRefuse(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  counters: Counter[],
): Promise<Counted[] | null> {
  const outcome = await countAttempt(app.db, counters);
  if (outcome.ok) return outcome.counted;
  const seconds = outcome.retryAfterSeconds;
  const minutes = Math.ceil(seconds / 60);
  const message =
    minutes <= 1
      ? request.t('Security.TooManyAttemptsMinute')
      : request.t('Security.TooManyAttempts', minutes);
  await reply.code(429).header('retry-after', String(seconds)).send({ message });
  return null;
}

/**
 * Answers that could tell whether an address has an account (forgot password, register) come
 * no sooner than this after the request, whichever way they went: the work behind them (a mail
 * queued, a login) then does not show in their time.
 */
export const EVEN_ANSWER_MS = 300;

/** Waits until EVEN_ANSWER_MS have passed since `started` (performance.now()). */
export async function evenOut(started: number): Promise<void> {
  const left = EVEN_ANSWER_MS - (performance.now() - started);
  if (left > 0) await sleep(left);
}
