/** Helpers of the cart server tests: calls with a session and the CSRF header, test variants. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createSession } from '../../../server/services/account/sessions';
import { exec, one, rows } from './productFixtures';

export type Token = { cookie: string; token: string };

export interface CallOptions {
  sid?: string | undefined;
  lang?: string;
  body?: unknown;
  csrfHeader?: boolean;
  accept?: string;
  /** More request headers (an Idempotency-Key…). */
  headers?: Record<string, string>;
  /** The client's address (per-address limits count it). */
  remoteAddress?: string;
}

/** A call as the app makes it: CSRF cookie and header, the session cookie, Accept-Language. */
export function caller(app: FastifyInstance, token: Token) {
  return (method: InjectOptions['method'], url: string, options: CallOptions = {}) => {
    const { sid, lang = 'fr', body, csrfHeader = true, accept, headers = {} } = options;
    return app.inject({
      method,
      url,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
      headers: {
        cookie: sid ? `${token.cookie}; vitrine.sid=${sid}` : token.cookie,
        'accept-language': lang,
        ...(csrfHeader ? { 'x-csrf-token': token.token } : {}),
        ...(accept ? { accept } : {}),
        ...headers,
      },
    });
  };
}
export type Call = ReturnType<typeof caller>;

/** A new anonymous session's cookie token (what a first add to cart hands out). */
export async function anonymousSid(app: FastifyInstance): Promise<string> {
  return (await createSession(app.db, null)).token;
}

export async function customerSid(app: FastifyInstance, customerId: number): Promise<string> {
  return (await createSession(app.db, customerId)).token;
}

export interface TestVariant {
  id: number;
  product_id: number;
  price_cents: number;
}

/**
 * An active variant of an active product matching `rules`, without price tiers, with `stock`
 * pieces. Taken from the end of the catalog at `slot`, so that test files sharing one
 * PostgreSQL database each change their own variants' stock.
 */
export async function stockedVariant(
  app: FastifyInstance,
  stock: number,
  slot: number,
  rules = 'p.min_quantity = 1 and p.quantity_step = 1 and p.max_quantity is null',
): Promise<TestVariant> {
  const v = await one<TestVariant>(
    app,
    `select v.id, v.product_id, v.price_cents from variants v
     join products p on p.id = v.product_id and p.is_active
     join product_texts t on t.product_id = p.id and t.culture = 'fr'
     where v.is_active and ${rules}
       and not exists (select 1 from price_tiers x where x.variant_id = v.id)
     order by v.id desc offset ${slot} limit 1`,
  );
  await setStock(app, v.id, stock);
  return v;
}

export async function setStock(app: FastifyInstance, variantId: number, stock: number) {
  await exec(app, `delete from variant_stocks where variant_id = ${variantId}`);
  if (stock > 0) {
    const [warehouse] = await rows<{ id: number }>(
      app,
      'select id from warehouses where is_active order by id limit 1',
    );
    await exec(
      app,
      `insert into variant_stocks (variant_id, warehouse_id, quantity)
       values (${variantId}, ${warehouse!.id}, ${stock})`,
    );
  }
}

/** The cart row and its lines, as stored (to check that a refusal changed nothing). */
export async function storedCart(app: FastifyInstance, sid: string) {
  const cart = await rows<Record<string, unknown>>(
    app,
    `select c.* from carts c join sessions s on s.id = c.session_id
     where s.id = encode(sha256('${sid}'::bytea), 'hex')`,
  );
  const lines = cart[0]
    ? await rows<Record<string, unknown>>(
        app,
        `select id, variant_id, quantity, unit_price_cents, item_origin, item_key from cart_items
         where cart_id = ${Number(cart[0].id)} order by id`,
      )
    : [];
  return { cart: cart[0] ?? null, lines };
}

/** Adds through C6 and returns the answer. */
export function addToCart(call: Call, sid: string, variantId: number, quantity: number) {
  return call('POST', '/api/v1/catalog/products/addtocart', {
    sid,
    body: { ProductVariantId: variantId, Quantity: quantity, Name: 'x' },
  });
}

/** A customer of its own for a test (the demo customer is shared by every test file). */
export async function testCustomer(app: FastifyInstance, label: string, passwordHash = 'x') {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@cart.test`;
  const [row] = await rows<{ id: number }>(
    app,
    `insert into customers (email, password_hash, first_name, last_name, culture)
     values ('${email}', '${passwordHash}', 'Test', 'Cart', 'fr') returning id`,
  );
  return { id: row!.id, email };
}
