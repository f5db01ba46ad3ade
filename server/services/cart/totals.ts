import { SHOP_VAT_RATE_BP } from './vat';

/*
 * Cart arithmetic, pure and in integer cents. Stored prices are euro cents tax included at the
 * shop's rate. A price shown or charged is, per unit: net × (1 + destination rate) converted to
 * the cart's currency, in ONE rounding (half away from zero), then multiplied by the quantity
 * and summed. The checkout (K15) charges what these functions compute.
 */

const MICRO = 1_000_000n;
const BP = 10_000n;
const SHOP_BASE = BP + BigInt(SHOP_VAT_RATE_BP);

/** a / b rounded half away from zero, exactly (BigInt: cents × rates pass 2^53). */
export function divRound(a: bigint, b: bigint): number {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const q = (2n * x + y) / (2n * y);
  return Number(negative ? -q : q);
}

/** Euro cents in the cart's currency; rateMicro is units per euro × 10^6. */
export function convertCents(eurCents: number, rateMicro: number): number {
  return divRound(BigInt(eurCents) * BigInt(rateMicro), MICRO);
}

/** A shop price (euro cents, shop VAT included) at the destination rate, in the cart currency. */
export function priceAt(shopCents: number, rateBp: number, rateMicro: number): number {
  const numerator = BigInt(shopCents) * (BP + BigInt(rateBp)) * BigInt(rateMicro);
  return divRound(numerator, SHOP_BASE * MICRO);
}

export interface TotalsLine {
  quantity: number;
  /** Euro cents, shop VAT included (cart_items.unit_price_cents); prepaid credit: its price. */
  unitPriceCents: number;
  /**
   * A prepaid-credit line (issue 15): a multi-purpose voucher, so no VAT on its sale (VAT is
   * due when the credit is spent), no coupon on it and nothing to ship.
   */
  prepaidTypeId?: number | null;
}

export interface TotalsCoupon {
  kind: 'percent' | 'fixed';
  /** Basis points of the items amount (percent) or euro cents (fixed). */
  value: number;
  /** Euro cents the items amount must reach. */
  minimumCents: number;
}

export interface TotalsShipping {
  /** Euro cents, shop VAT included. */
  priceCents: number;
  /** Euro cents of items (after discount) from which shipping is free; null: never. */
  freeFromCents: number | null;
}

export interface TotalsInput {
  lines: TotalsLine[];
  rateMicro: number;
  /** The rate charged (appliedVatRate): 0 for exports and reverse charge. */
  vatRateBp: number;
  /** A coupon that is usable now (active, in date); the minimum is checked here. */
  coupon: TotalsCoupon | null;
  shipping: TotalsShipping | null;
}

export interface Totals {
  /** Unit price of each line as shown and charged, in the cart currency. */
  unitCents: number[];
  lineCents: number[];
  itemsCents: number;
  discountCents: number;
  /** The coupon's minimum was not reached: it stays on the cart but takes nothing off. */
  couponBelowMinimum: boolean;
  shippingCents: number;
  shippingFree: boolean;
  totalCents: number;
  vatCents: number;
  /** totalCents without VAT (AmountTaxExcl). */
  netCents: number;
  /** What the prepaid-credit lines add (credit never pays for credit: see rules/prepaid.ts). */
  voucherCents: number;
}

/** Percent coupons in basis points of the items; fixed ones converted; never above the items. */
export function discountFor(
  coupon: TotalsCoupon | null,
  itemsCents: number,
  rateMicro: number,
): { cents: number; belowMinimum: boolean } {
  if (!coupon) return { cents: 0, belowMinimum: false };
  if (itemsCents < convertCents(coupon.minimumCents, rateMicro)) {
    return { cents: 0, belowMinimum: true };
  }
  const raw =
    coupon.kind === 'percent'
      ? divRound(BigInt(itemsCents) * BigInt(coupon.value), BP)
      : convertCents(coupon.value, rateMicro);
  return { cents: Math.min(raw, itemsCents), belowMinimum: false };
}

/** The VAT inside an amount that includes it at rateBp. */
export function vatIncluded(amountCents: number, rateBp: number): number {
  if (rateBp === 0) return 0;
  return amountCents - divRound(BigInt(amountCents) * BP, BP + BigInt(rateBp));
}

/** A delivery option's price for goods worth goodsCents (cart currency, after discount). */
export function shippingCharge(
  shipping: TotalsShipping,
  goodsCents: number,
  vatRateBp: number,
  rateMicro: number,
): { cents: number; free: boolean } {
  const { priceCents, freeFromCents } = shipping;
  const free =
    priceCents === 0 ||
    (freeFromCents !== null && goodsCents >= convertCents(freeFromCents, rateMicro));
  return { cents: free ? 0 : priceAt(priceCents, vatRateBp, rateMicro), free };
}

const isVoucher = (line: TotalsLine) => line.prepaidTypeId != null;

export function computeTotals(input: TotalsInput): Totals {
  const { rateMicro, vatRateBp } = input;
  const unitCents = input.lines.map((l) =>
    isVoucher(l)
      ? convertCents(l.unitPriceCents, rateMicro)
      : priceAt(l.unitPriceCents, vatRateBp, rateMicro),
  );
  const lineCents = input.lines.map((l, i) => l.quantity * unitCents[i]!);
  const itemsCents = lineCents.reduce((sum, c) => sum + c, 0);
  const voucherCents = lineCents.reduce(
    (sum, c, i) => (isVoucher(input.lines[i]!) ? sum + c : sum),
    0,
  );
  // Coupons, shipping and VAT concern the goods; prepaid credit is added untouched.
  const taxableItems = itemsCents - voucherCents;
  const discount = discountFor(input.coupon, taxableItems, rateMicro);
  const goods = taxableItems - discount.cents;
  // A cart without goods (empty, or prepaid credit only) ships nothing: no shipping cost.
  const shipping =
    input.shipping && input.lines.some((l) => !isVoucher(l))
      ? shippingCharge(input.shipping, goods, vatRateBp, rateMicro)
      : { cents: 0, free: false };
  const shippingCents = shipping.cents;
  const vatCents = vatIncluded(goods + shippingCents, vatRateBp);
  const totalCents = goods + shippingCents + voucherCents;
  return {
    unitCents,
    lineCents,
    itemsCents,
    discountCents: discount.cents,
    couponBelowMinimum: discount.belowMinimum,
    shippingCents,
    shippingFree: shipping.free,
    totalCents,
    vatCents,
    netCents: totalCents - vatCents,
    voucherCents,
  };
}
