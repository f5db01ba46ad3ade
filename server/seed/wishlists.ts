import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { customers, settings, wishlistItems, wishlists } from '../db/schema';
import { DEMO_CUSTOMER } from './customers';

/** Set once the demo lists are written: a later start leaves the demo customer's edits alone. */
export const WISHLIST_SEED_MARKER = 'WishlistsSeededAt';

/** The demo customer's lists (issue 16), in her language (fr), each with 3 items. */
export const DEMO_WISHLISTS = [
  {
    kind: 'wishlist',
    name: 'Ma liste de souhaits',
    description: '',
    quantities: [1, 2, 1],
  },
  {
    kind: 'birthlist',
    name: 'Naissance de Léa',
    description: 'Merci pour vos cadeaux ! Naissance prévue en mars.',
    quantities: [2, 1, 3],
  },
] as const;

/**
 * The first active variant of the first active products (by id), a different product per
 * item: deterministic over the deterministic catalog.
 */
async function demoVariants(db: AppDb, count: number): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct on (v.product_id) v.id, v.product_id
    from variants v join products p on p.id = v.product_id and p.is_active
    where v.is_active
    order by v.product_id, v.position, v.id
    limit ${count}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/**
 * Writes the demo customer's wishlist and birth list afresh (the catalog seed rewrites the
 * variants, which takes their items away) and sets the marker. Nothing when the demo customer
 * or the catalog is missing.
 */
export async function seedWishlists(db: AppDb, now: () => Date = () => new Date()): Promise<void> {
  const [demo] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, DEMO_CUSTOMER.email));
  const perList = DEMO_WISHLISTS[0].quantities.length;
  const variantIds = await demoVariants(db, perList * DEMO_WISHLISTS.length);
  if (!demo || variantIds.length < perList * DEMO_WISHLISTS.length) return;
  await db.transaction(async (tx) => {
    // Two servers starting on one database at once write the lists one after the other.
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, demo.id))
      .for('update');
    for (const [index, list] of DEMO_WISHLISTS.entries()) {
      await tx
        .delete(wishlists)
        .where(and(eq(wishlists.customerId, demo.id), eq(wishlists.name, list.name)));
      const [row] = await tx
        .insert(wishlists)
        .values({
          customerId: demo.id,
          kind: list.kind,
          name: list.name,
          description: list.description,
        })
        .returning({ id: wishlists.id });
      await tx.insert(wishlistItems).values(
        list.quantities.map((quantity, i) => ({
          wishlistId: row!.id,
          variantId: variantIds[index * perList + i]!,
          quantity,
        })),
      );
    }
    await tx
      .insert(settings)
      .values({ key: WISHLIST_SEED_MARKER, value: now().toISOString() })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  });
}

/** A shop seeded before issue 16 gets the demo lists once. */
export async function hasWishlistSeed(db: Pick<AppDb, 'select'>): Promise<boolean> {
  const [row] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, WISHLIST_SEED_MARKER));
  return row !== undefined;
}
