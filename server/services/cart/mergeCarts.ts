import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { cartItems, carts, products, variants } from '../../db/schema';
import { loadTiers, unitPriceFor } from '../product/pricing';
import { stockQuantity } from '../product/stock';
import type { CartRow } from './cartState';
import { pointFits } from './pickupPoint';
import { fitQuantity } from './quantityFit';
import type { Tx } from './sessionCart';
import { moveGifts } from '../wishlist/giftsAtCheckout';

/** A line whose quantity a merge lowered (the product's maximum, the stock). */
export interface MergedChange {
  itemOrigin: string;
  itemKey: string | null;
  name: string;
  oldQuantity: number;
  newQuantity: number;
}

/**
 * Moves every line of `from` into `into`, inside the caller's transaction (both rows locked).
 * The same line (variant, origin, key) in both becomes one whose quantity is the sum, capped by
 * the product's rules and the stock, priced by the degressive prices of the new quantity.
 * The choices made in `from` (currency, countries, delivery, coupon) win over older ones; a
 * pickup point is kept only when its method and country are the merged cart's.
 * Gifts from shared lists (cart_gifts) follow their lines. `from` is deleted.
 */
export async function mergeCartInto(tx: Tx, from: CartRow, into: CartRow): Promise<MergedChange[]> {
  const changes: MergedChange[] = [];
  // In the order the shopper added them: the changes are told in that order too.
  const lines = await tx
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, from.id))
    .orderBy(asc(cartItems.id));
  for (const line of lines) {
    const [same] = await tx
      .select()
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, into.id),
          // A catalog line by its variant, a prepaid-credit line (issue 15) by its type.
          sql`coalesce(${cartItems.variantId}, 0) = ${line.variantId ?? 0}`,
          sql`coalesce(${cartItems.prepaidTypeId}, 0) = ${line.prepaidTypeId ?? 0}`,
          eq(cartItems.itemOrigin, line.itemOrigin),
          sql`coalesce(${cartItems.itemKey}, '') = ${line.itemKey ?? ''}`,
        ),
      );
    if (!same) {
      await tx.update(cartItems).set({ cartId: into.id }).where(eq(cartItems.id, line.id));
      continue;
    }
    const variantId = line.variantId;
    if (variantId === null) {
      // Prepaid credit has no stock and one price: the quantities add up.
      await tx
        .update(cartItems)
        .set({ quantity: same.quantity + line.quantity })
        .where(eq(cartItems.id, same.id));
      continue;
    }
    const [product] = await tx
      .select({
        priceCents: variants.priceCents,
        min: products.minQuantity,
        max: products.maxQuantity,
        step: products.quantityStep,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(variants.id, variantId));
    const wanted = same.quantity + line.quantity;
    const rules = { min: product!.min, max: product!.max ?? 0, step: product!.step };
    const available = await stockQuantity(tx as unknown as AppDb, variantId);
    const quantity = fitQuantity(wanted, rules, available);
    if (quantity === 0) {
      await tx.delete(cartItems).where(eq(cartItems.id, same.id));
    } else {
      const tiers = await loadTiers(tx as unknown as AppDb, variantId);
      await tx
        .update(cartItems)
        .set({ quantity, unitPriceCents: unitPriceFor(product!.priceCents, tiers, quantity) })
        .where(eq(cartItems.id, same.id));
    }
    if (quantity !== wanted) {
      changes.push({
        itemOrigin: line.itemOrigin,
        itemKey: line.itemKey,
        name: same.name,
        oldQuantity: wanted,
        newQuantity: quantity,
      });
    }
  }
  const delivery = {
    shippingMethodId: from.shippingMethodId ?? into.shippingMethodId,
    shippingCountryId: from.shippingCountryId ?? into.shippingCountryId,
  };
  await tx
    .update(carts)
    .set({
      currencyCode: from.currencyCode,
      ...delivery,
      // A pickup point stays only while its method and country are the merged cart's (issue 17).
      pickupPoint: [from.pickupPoint, into.pickupPoint].find((p) => pointFits(p, delivery)) ?? null,
      billingCountryId: from.billingCountryId ?? into.billingCountryId,
      taxCountryId: from.taxCountryId ?? into.taxCountryId,
      cityId: from.cityId ?? into.cityId,
      couponId: from.couponId ?? into.couponId,
    })
    .where(eq(carts.id, into.id));
  await moveGifts(tx, from.id, into.id);
  await tx.delete(carts).where(eq(carts.id, from.id));
  return changes;
}
