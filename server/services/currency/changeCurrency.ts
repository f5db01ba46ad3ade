import { count, eq } from 'drizzle-orm';
import type { CurrencyChangeAnswer, CurrencyList } from '../../../api/contract/cart';
import { CURRENCY_CHANGE_OK, CURRENCY_REASON_WARNING } from '../../../rules/cart';
import type { AppDb } from '../../db/client';
import { cartItems, carts } from '../../db/schema';
import {
  bumpCart,
  ensureSessionCart,
  findSessionCartId,
  lockSessionCart,
  type CartSession,
  type Queries,
} from '../cart/sessionCart';
import { currencyFor, defaultCurrency, loadCurrencies, type CurrencyRow } from './currencies';

export const OK: CurrencyChangeAnswer = {
  ResponseCode: CURRENCY_CHANGE_OK,
  ReasonType: null,
  ReasonResourceKey: null,
};
/** A cart with lines is about to show other amounts: the shopper confirms, then forces. */
export const CART_WILL_BE_CONVERTED: CurrencyChangeAnswer = {
  ResponseCode: 'KO',
  ReasonType: CURRENCY_REASON_WARNING,
  ReasonResourceKey: 'Currency.CartWillBeConverted',
};

/** An active currency by code (any case), or null. */
export async function findCurrency(db: Queries, code: string): Promise<CurrencyRow | null> {
  return (await loadCurrencies(db)).find((c) => c.code === code.toUpperCase()) ?? null;
}

export interface CurrencyCall {
  session: CartSession | null;
  ensureSession: () => Promise<CartSession>;
  currency: CurrencyRow;
  force: boolean;
}

/**
 * P5: switches the session cart's currency (stored prices stay in euros; amounts are converted
 * when shown). A cart holding lines first answers the warning, changing nothing, unless forced.
 * A visitor without a cart gets one only when the currency differs from the default.
 */
export async function changeCurrency(db: AppDb, call: CurrencyCall): Promise<CurrencyChangeAnswer> {
  const { currency } = call;
  if (!call.session || (await findSessionCartId(db, call.session.id)) === null) {
    if (currency.code === defaultCurrency(await loadCurrencies(db)).code) return OK;
  }
  const session = call.session ?? (await call.ensureSession());
  return db.transaction(async (tx) => {
    const locked = await lockSessionCart(tx, session.id);
    if (locked !== null) {
      const [cart] = await tx.select().from(carts).where(eq(carts.id, locked));
      const current = currencyFor(cart!.currencyCode, await loadCurrencies(tx)).code;
      if (current === currency.code) return OK;
      const [lines] = await tx
        .select({ n: count() })
        .from(cartItems)
        .where(eq(cartItems.cartId, locked));
      if (Number(lines?.n ?? 0) > 0 && !call.force) return CART_WILL_BE_CONVERTED;
      await tx.update(carts).set({ currencyCode: currency.code }).where(eq(carts.id, locked));
      await bumpCart(tx, locked);
      return OK;
    }
    const cartId = await ensureSessionCart(tx, session);
    await tx.update(carts).set({ currencyCode: currency.code }).where(eq(carts.id, cartId));
    return OK;
  });
}

/** Ours: the currency widget's choices and the cart's current one. */
export async function currencyList(
  db: Queries,
  cartId: number | null,
  culture: string,
): Promise<CurrencyList> {
  const list = await loadCurrencies(db);
  const [cart] =
    cartId === null
      ? []
      : await db.select({ code: carts.currencyCode }).from(carts).where(eq(carts.id, cartId));
  return {
    Current: currencyFor(cart?.code, list).code,
    Currencies: list.map((c) => ({
      Code: c.code,
      Symbol: c.symbol,
      Name: c.names[culture] ?? c.code,
    })),
  };
}
