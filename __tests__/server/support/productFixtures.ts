import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../../../server/services/account/sessions';

/** Rows of a raw query (PGlite and node-postgres both answer { rows }). */
export async function rows<T>(app: FastifyInstance, query: string): Promise<T[]> {
  return ((await app.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

export async function one<T>(app: FastifyInstance, query: string): Promise<T> {
  const [row] = await rows<T>(app, query);
  if (!row) throw new Error(`the seed has no row for: ${query}`);
  return row;
}

/** Each variant with its colour (attribute 1) and size (attribute 2), active products only. */
const VARIANT_VALUES = `
  with vv as (
    select v.product_id, v.id, v.is_active, v.price_cents, v.sku,
      max(case when a.attribute_id = 1 then a.value_id end) as colour,
      max(case when a.attribute_id = 2 then a.value_id end) as size
    from variants v
    join products p on p.id = v.product_id and p.is_active
    left join variant_attribute_values a on a.variant_id = v.id
    group by v.product_id, v.id, v.is_active, v.price_cents, v.sku
  )`;

/** A product and slug in a culture: the first active one matching `where` (over p, t). */
export async function productWhere(app: FastifyInstance, where: string, culture = 'fr') {
  return one<{ id: number; slug: string; name: string }>(
    app,
    `select p.id, t.slug, t.name from products p
     join product_texts t on t.product_id = p.id and t.culture = '${culture}'
     where p.is_active and ${where} order by p.id limit 1`,
  );
}

/** A colour sold in one size of the product but not in another size the product has. */
export async function missingCombination(app: FastifyInstance) {
  return one<{ product_id: number; colour: number; size: number }>(
    app,
    `${VARIANT_VALUES}
     select c.product_id, c.colour, s.size
     from (select distinct product_id, colour from vv where is_active) c
     join (select distinct product_id, size from vv where size is not null) s
       on s.product_id = c.product_id
     where not exists (select 1 from vv x where x.product_id = c.product_id
       and x.colour = c.colour and x.size = s.size and x.is_active)
     order by c.product_id limit 1`,
  );
}

/** An active variant with a colour and a size. */
export async function sizedVariant(app: FastifyInstance, extra = 'true') {
  return one<{ product_id: number; id: number; colour: number; size: number; sku: string }>(
    app,
    `${VARIANT_VALUES}
     select product_id, id, colour, size, sku from vv
     where is_active and size is not null and ${extra} order by product_id, id limit 1`,
  );
}

export const inStock = (alias: string) =>
  `(select coalesce(sum(quantity), 0) from variant_stocks s where s.variant_id = ${alias}.id)`;

/** A session cookie for a customer (what login hands out), without the login rate limit. */
export async function sessionCookie(app: FastifyInstance, customerId: number): Promise<string> {
  const { token } = await createSession(app.db, customerId);
  return `vitrine.sid=${token}`;
}

export async function demoCustomerId(app: FastifyInstance): Promise<number> {
  return (
    await one<{ id: number }>(app, "select id from customers where email = 'demo@vitrine.test'")
  ).id;
}

export const json = { accept: 'application/json' };

/** Runs a statement that changes test data. */
export async function exec(app: FastifyInstance, statement: string): Promise<void> {
  await app.db.execute(sql.raw(statement));
}
