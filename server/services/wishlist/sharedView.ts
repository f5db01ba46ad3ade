import { and, asc, eq } from 'drizzle-orm';
import type { SharedWishlist, SharedWishlistItem } from '../../../api/contract/wishlist';
import type { AppDb } from '../../db/client';
import { customers, productTexts, products, variants, wishlistItems } from '../../db/schema';
import { formatMoney } from '../../../rules/money';
import { loadCartState } from '../cart/cartState';
import { priceAt } from '../cart/totals';
import { productUrl } from '../catalog/urls';
import { galleryPhotos } from '../product/photos';
import { stockQuantity } from '../product/stock';
import { loadVariants, variantLabel } from '../product/variants';
import { findSharedList } from './sharing';

export interface SharedViewInput {
  token: string;
  culture: string;
  appBase: string;
  /** The visitor's cart (its currency and destination price the items), if any. */
  cartId: number | null;
  customerId: number | null;
}

/** What is still wanted of an item: never below 0 (a list lowered after gifts were bought). */
export function remainingOf(item: { quantity: number; purchasedQuantity: number }): number {
  return Math.max(0, item.quantity - item.purchasedQuantity);
}

/**
 * A shared list as anyone with the link sees it (ours): the owner's first name only, each item
 * with what is wanted, bought and left, priced as the visitor's cart would charge it. Null when
 * the token opens nothing (never shared, or sharing turned off).
 */
export async function sharedWishlistView(
  db: AppDb,
  input: SharedViewInput,
): Promise<SharedWishlist | null> {
  const list = await findSharedList(db, input.token);
  if (!list) return null;
  const { culture, appBase } = input;
  const [owner] = await db
    .select({ firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, list.customerId));
  const rows = await db
    .select({
      id: wishlistItems.id,
      variantId: wishlistItems.variantId,
      quantity: wishlistItems.quantity,
      purchasedQuantity: wishlistItems.purchasedQuantity,
      productId: products.id,
      productActive: products.isActive,
      variantActive: variants.isActive,
      priceCents: variants.priceCents,
      name: productTexts.name,
      slug: productTexts.slug,
    })
    .from(wishlistItems)
    .innerJoin(variants, eq(variants.id, wishlistItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(
      productTexts,
      and(eq(productTexts.productId, products.id), eq(productTexts.culture, culture)),
    )
    .where(eq(wishlistItems.wishlistId, list.id))
    .orderBy(asc(wishlistItems.id));
  const state = await loadCartState(db, input.cartId);
  const items: SharedWishlistItem[] = [];
  for (const row of rows) {
    const pv = await loadVariants(db, row.productId, culture);
    const variant = pv.variants.find((v) => v.id === row.variantId);
    const photos = await galleryPhotos(db, row.productId, variant ?? null, {
      appBase,
      productName: row.name,
      valueName: (id) => pv.axes.flatMap((a) => a.values).find((v) => v.id === id)?.name,
    });
    const sellable = row.productActive && row.variantActive;
    const cents = priceAt(row.priceCents, state.vat.rateBp, state.currency.rateMicro);
    items.push({
      Id: row.id,
      ProductVariantId: row.variantId,
      Name: row.name,
      VariantLabel: variant ? variantLabel(pv, variant) : '',
      Url: productUrl(appBase, culture, row.slug),
      PhotoUrl: photos[0]?.Url ?? null,
      UnitPriceHtml: formatMoney(cents, state.currency.code, culture),
      Wanted: row.quantity,
      Purchased: row.purchasedQuantity,
      Remaining: remainingOf(row),
      Available: sellable && (await stockQuantity(db, row.variantId)) > 0,
    });
  }
  return {
    Name: list.name,
    Description: list.description,
    Kind: list.kind === 'birthlist' ? 'birthlist' : 'wishlist',
    OwnerName: owner?.firstName ?? '',
    IsOwner: input.customerId === list.customerId,
    Items: items,
  };
}
