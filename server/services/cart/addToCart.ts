import { and, eq, sql } from 'drizzle-orm';
import type { CartInfo } from '../../../api/contract/product';
import type { AppDb } from '../../db/client';
import { cartItems, products, variants } from '../../db/schema';
import { loadTiers, unitPriceFor } from '../product/pricing';
import { findActiveProduct, quantityRules } from '../product/product';
import type { Translate } from '../../shared/translate';
import { stockQuantity } from '../product/stock';
import { loadVariants, variantLabel } from '../product/variants';
import { cartInfo } from './cartInfo';
import { ruleMessage } from './quantityRules';
import { CartRefused, refuse, type Refusal } from './refusal';
import { ensureSessionCart } from './sessionCart';

export interface AddToCartInput {
  /** Called once the request is known to be valid (an anonymous session may be created). */
  session: () => Promise<{ id: string; customerId: number | null }>;
  variantId: number;
  quantity: number;
  itemOrigin: string;
  itemKey: string | null;
  orderId: number | null;
  culture: string;
  t: Translate;
}

export type AddToCartResult = { status: 200; info: CartInfo } | Refusal;

/**
 * C6: adds pieces of an active variant to the session's cart (one cart per session, created on
 * first add). The same variant from the same origin and key is one line whose quantity grows; its
 * unit price follows the degressive prices of the line's whole quantity. The name stored is the
 * server's (product and variant in the shopper's language), not the one the page sent.
 */
export async function addToCart(db: AppDb, input: AddToCartInput): Promise<AddToCartResult> {
  const { t, culture } = input;
  const [variant] = await db
    .select({ id: variants.id, productId: variants.productId, priceCents: variants.priceCents })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(variants.id, input.variantId), eq(variants.isActive, true)));
  const product = variant ? await findActiveProduct(db, variant.productId, culture) : null;
  if (!variant || !product) return { status: 404, message: t('Catalog.VariantNotFound') };
  const rules = quantityRules(product);
  const asked = ruleMessage(t, input.quantity, rules);
  if (asked) return { status: 400, message: asked };
  const pv = await loadVariants(db, product.id, culture);
  const row = pv.variants.find((v) => v.id === variant.id);
  const label = row ? variantLabel(pv, row) : '';
  const name = (label ? `${product.name} – ${label}` : product.name).slice(0, 200);
  const tiers = await loadTiers(db, variant.id);
  const session = await input.session();
  try {
    return await db.transaction(async (tx) => {
      // The upsert locks the cart row: two adds of one session queue here instead of racing.
      const cartId = await ensureSessionCart(tx, session);
      const sameLine = and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.variantId, variant.id),
        eq(cartItems.itemOrigin, input.itemOrigin),
        sql`coalesce(${cartItems.itemKey}, '') = ${input.itemKey ?? ''}`,
      );
      const [line] = await tx
        .select({ id: cartItems.id, quantity: cartItems.quantity })
        .from(cartItems)
        .where(sameLine);
      const total = (line?.quantity ?? 0) + input.quantity;
      // The line as a whole must still respect the product's maximum.
      if (line && rules.max > 0 && total > rules.max) {
        refuse(400, t('ShoppingCarts.QuantityAboveMax', rules.max), 'Quantity');
      }
      const available = await stockQuantity(tx as unknown as AppDb, variant.id);
      if (available <= 0) refuse(409, t('ShoppingCarts.OutOfStock'));
      if (total > available) refuse(409, t('ShoppingCarts.NotEnoughStock', available));
      const unitPriceCents = unitPriceFor(variant.priceCents, tiers, total);
      if (line) {
        await tx
          .update(cartItems)
          .set({ quantity: total, unitPriceCents, name })
          .where(eq(cartItems.id, line.id));
      } else {
        await tx.insert(cartItems).values({
          cartId,
          variantId: variant.id,
          quantity: total,
          unitPriceCents,
          name,
          itemOrigin: input.itemOrigin,
          itemKey: input.itemKey,
          orderId: input.orderId,
        });
      }
      return { status: 200 as const, info: await cartInfo(tx, cartId, culture) };
    });
  } catch (error) {
    if (error instanceof CartRefused) return error.refusal;
    throw error;
  }
}
