import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { carts } from '../../db/schema';
import { lockSessionCart } from '../cart/sessionCart';
import { isReverseCharge } from '../cart/vat';

/** carts.vat_number's width; a longer text cannot be a VAT number anyway. */
const VAT_COLUMN = 20;

/**
 * K9 remembers the number and its answer on the session's cart, where the totals read them
 * (reverse charge). The version moves only when that changes the amounts (reverse charge starts
 * or stops): a checkout page that re-checks the same kind of number is not refused as stale.
 * A session without a cart has nothing to apply it to; false is returned. null forgets it.
 */
export async function rememberVatOnCart(
  db: AppDb,
  sessionId: string,
  normalized: string | null,
  valid: boolean | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cartId = await lockSessionCart(tx, sessionId);
    if (cartId === null) return false;
    const [cart] = await tx
      .select({ vatNumber: carts.vatNumber, vatValid: carts.vatValid })
      .from(carts)
      .where(eq(carts.id, cartId));
    const vatNumber = normalized === null ? null : normalized.slice(0, VAT_COLUMN);
    const flips =
      isReverseCharge(cart?.vatNumber ?? null, cart?.vatValid ?? null) !==
      isReverseCharge(vatNumber, valid);
    await tx
      .update(carts)
      .set({
        vatNumber,
        vatValid: valid,
        updatedAt: sql`now()`,
        ...(flips ? { version: sql`${carts.version} + 1` } : {}),
      })
      .where(eq(carts.id, cartId));
    return true;
  });
}
