import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponse, errorResponses } from '../../../api/contract/common';
import { AssetError } from '../../../api/contract/assets';
import { SESSION_COOKIE, sessionIdOf } from '../../services/account/sessions';
import type { AssetViewer } from '../../services/assets/access';
import type { AssetRefusal } from '../../services/assets/refusal';

/** The caller as the asset rules see it (after the loadCustomer pre-handler). */
export function viewerOf(request: FastifyRequest): AssetViewer {
  const token = request.cookies[SESSION_COOKIE];
  return {
    sessionId: token ? sessionIdOf(token) : null,
    customerId: request.customer?.id ?? null,
    staff: request.customer?.role === 'staff',
  };
}

/** A refusal of ours: { Error, message } (the spec's Error, our message), never cached. */
export function sendAssetRefusal(reply: FastifyReply, refusal: AssetRefusal): FastifyReply {
  return reply
    .code(refusal.status)
    .header('cache-control', 'no-store')
    .send({ Error: refusal.message, message: refusal.message });
}

/** Every status the asset routes answer; ours carry Error beside message. */
export const assetErrorResponses = {
  ...errorResponses,
  400: AssetError,
  404: AssetError,
  409: AssetError,
  413: AssetError,
  415: AssetError,
  403: ErrorResponse,
} as const;
