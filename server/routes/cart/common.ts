import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { QuantityChange, ShoppingCart } from '../../../api/contract/cart';
import { cartView } from '../../services/cart/cartView';
import type { Refusal } from '../../services/cart/refusal';
import { findSessionCartId, type CartSession } from '../../services/cart/sessionCart';
import { findSession, SESSION_COOKIE } from '../../services/account/sessions';

/** The visitor's live session (a read: nothing is created), or null. */
export async function currentSession(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CartSession | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const found = await findSession(app.db, token);
  return found ? { id: found.id, customerId: found.customer?.id ?? null } : null;
}

/** The visitor's session and its cart's id, for calls that only read (nothing is created). */
export async function currentCart(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ session: CartSession | null; cartId: number | null }> {
  const session = await currentSession(app, request);
  const cartId = session ? await findSessionCartId(app.db, session.id) : null;
  return { session, cartId };
}

/** Opens a session when needed, for calls that then write the cart. */
export function sessionOpener(reply: FastifyReply): () => Promise<CartSession> {
  return () => reply.ensureSession();
}

/**
 * The cart as every cart call answers it; private to the visitor, never cached. Read in one
 * snapshot, so that lines, totals and Version agree even while another call changes the cart.
 */
export async function sendCart(
  app: FastifyInstance,
  reply: FastifyReply,
  cartId: number | null,
  culture: string,
  quantityChanges: QuantityChange[] = [],
): Promise<ShoppingCart> {
  reply.header('cache-control', 'no-store');
  const options = { appBase: app.config.appBase, quantityChanges };
  return app.db.transaction((tx) => cartView(tx, cartId, culture, options), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

export function sendRefusal(reply: FastifyReply, refusal: Refusal): FastifyReply {
  const { status, message, field } = refusal;
  return reply.code(status).send(field ? { message, field } : { message });
}
