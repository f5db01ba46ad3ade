import { eq, sql } from 'drizzle-orm';
import type { CartInfo } from '../../../api/contract/product';
import type { AppDb } from '../../db/client';
import { cartItems, carts } from '../../db/schema';
import { formatMoney } from '../catalog/money';
import { taxExclusiveCents } from './vat';

type Reader = Pick<AppDb, 'select'>;

/** Spec 001 §3 cart info: pieces in the cart and its amounts with and without tax. */
export async function cartInfo(db: Reader, cartId: number, culture: string): Promise<CartInfo> {
  const [row] = await db
    .select({
      items: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int`,
      cents: sql<number>`coalesce(sum(${cartItems.quantity} * ${cartItems.unitPriceCents}), 0)::int`,
      currency: carts.currencyCode,
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.id, cartId))
    .groupBy(carts.currencyCode);
  const cents = Number(row?.cents ?? 0);
  const currency = row?.currency ?? 'EUR';
  return {
    ItemsCount: Number(row?.items ?? 0),
    AmountTaxInclHtml: formatMoney(cents, currency, culture),
    AmountTaxExclHtml: formatMoney(taxExclusiveCents(cents), currency, culture),
  };
}
