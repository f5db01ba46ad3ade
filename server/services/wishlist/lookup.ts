import { and, count, eq, inArray } from 'drizzle-orm';
import type { WishlistLookup } from '../../../api/contract/wishlist';
import type { AppDb } from '../../db/client';
import { wishlistItems, wishlists } from '../../db/schema';

/** W8: the items (variants kept, one per list they are in) over all the customer's lists. */
export async function wishlistItemCount(db: AppDb, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(eq(wishlists.customerId, customerId));
  return Number(row?.n ?? 0);
}

/**
 * W11: for each variant asked (in the order asked, each once), whether a list of each kind
 * holds it. A visitor (customerId null) holds nothing.
 */
export async function lookupVariants(
  db: AppDb,
  customerId: number | null,
  variantIds: number[],
): Promise<WishlistLookup> {
  const asked = [...new Set(variantIds)];
  const held =
    customerId === null || asked.length === 0
      ? []
      : await db
          .selectDistinct({ variantId: wishlistItems.variantId, kind: wishlists.kind })
          .from(wishlistItems)
          .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
          .where(
            and(eq(wishlists.customerId, customerId), inArray(wishlistItems.variantId, asked)),
          );
  const has = (id: number, kind: string) => held.some((h) => h.variantId === id && h.kind === kind);
  return {
    Items: asked.map((id) => ({
      ProductVariantId: id,
      InWishlist: has(id, 'wishlist'),
      InBirthlist: has(id, 'birthlist'),
    })),
  };
}

/** "1,2,3" as the query string carries it (the schema's pattern has checked the shape). */
export function variantIdsOf(text: string): number[] {
  return text
    .split(',')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2147483647);
}
