import { asc, eq } from 'drizzle-orm';
import { cartItems, carts } from '../../db/schema';
import type { CouponBlock } from '../../../rules/cart';
import { couponById, type CouponRow } from '../coupons/couponRules';
import { couponBlockFor } from '../coupons/couponUsage';
import { currencyFor, loadCurrencies, type CurrencyRow } from '../currency/currencies';
import { loadCountries, shopCountry, type CountryRow } from './countries';
import type { Queries } from './sessionCart';
import { loadShippingMethods, serves, type MethodRow } from './shippingMethods';
import { computeTotals, type Totals, type TotalsLine } from './totals';
import { appliedVatRate } from './vat';

export type CartRow = typeof carts.$inferSelect;

/**
 * Everything the amounts of a cart depend on, resolved: currency, destination (the shipping
 * country, else the sales-tax country, else the shop's), the VAT rate charged there, the
 * delivery options serving it, the selected one, and the coupon. A null cart is a visitor
 * without one: the defaults, nothing written.
 */
export interface CartState {
  cart: CartRow | null;
  countries: CountryRow[];
  currency: CurrencyRow;
  destination: CountryRow;
  billingCountry: CountryRow;
  taxCountry: CountryRow;
  vat: { rateBp: number; exempt: boolean };
  methods: MethodRow[];
  /** The selected method, when it serves the destination. */
  method: MethodRow | null;
  coupon: CouponRow | null;
  /** The coupon is active, in date and its usage rules let the cart's customer use it. */
  couponUsable: boolean;
  /** Why it takes nothing off now (null when it applies, or when there is none). */
  couponBlock: CouponBlock | null;
}

export async function loadCartRow(db: Queries, cartId: number): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
  return row ?? null;
}

export async function loadCartState(
  db: Queries,
  cartId: number | null,
  now = new Date(),
): Promise<CartState> {
  const cart = cartId === null ? null : await loadCartRow(db, cartId);
  // One after the other: a transaction's connection runs one query at a time.
  const countries = await loadCountries(db);
  const currencies = await loadCurrencies(db);
  const allMethods = await loadShippingMethods(db);
  const shop = shopCountry(countries);
  const byId = (id: number | null | undefined) => countries.find((c) => c.id === id);
  const taxCountry = byId(cart?.taxCountryId) ?? shop;
  const destination = byId(cart?.shippingCountryId) ?? taxCountry;
  const billingCountry = byId(cart?.billingCountryId) ?? destination;
  const methods = allMethods.filter((m) => serves(m, destination.code));
  const coupon = cart?.couponId ? await couponById(db, cart.couponId) : null;
  const block = coupon ? await couponBlockFor(db, coupon, cart?.customerId ?? null, now) : null;
  return {
    cart,
    countries,
    currency: currencyFor(cart?.currencyCode, currencies),
    destination,
    billingCountry,
    taxCountry,
    vat: appliedVatRate(destination, cart?.vatNumber ?? null, cart?.vatValid ?? null),
    methods,
    method: methods.find((m) => m.id === cart?.shippingMethodId) ?? null,
    coupon,
    couponUsable: coupon !== null && block === null,
    couponBlock: block,
  };
}

/** The plain lines of a cart, in the order they were added. */
export async function loadCartLines(db: Queries, cartId: number | null) {
  if (cartId === null) return [];
  return db
    .select({
      id: cartItems.id,
      variantId: cartItems.variantId,
      prepaidTypeId: cartItems.prepaidTypeId,
      quantity: cartItems.quantity,
      unitPriceCents: cartItems.unitPriceCents,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
}

export function totalsOf(state: CartState, lines: TotalsLine[]): Totals {
  const { coupon } = state;
  return computeTotals({
    lines,
    rateMicro: state.currency.rateMicro,
    vatRateBp: state.vat.rateBp,
    coupon:
      coupon && state.couponUsable
        ? { kind: coupon.kind, value: coupon.value, minimumCents: coupon.minimumCents }
        : null,
    shipping: state.method
      ? { priceCents: state.method.priceCents, freeFromCents: state.method.freeFromCents }
      : null,
  });
}
