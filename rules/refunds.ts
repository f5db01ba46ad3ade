/*
 * Refund requests (P12, 001 "Validation rules"): a line's amount is the unit price tax included
 * (as paid: after the coupon's share) times the quantity; the totals sum quantities and amounts; amounts are shown to 2 decimals and
 * may be typed with a comma or a point as decimal separator. Integer cents everywhere: the client
 * shows these figures, the server computes the same ones and never trusts the client's.
 */

/** A refund's statuses: requested → approved | refused; approved → refunded. */
export const REFUND_STATUSES = ['requested', 'approved', 'refused', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Statuses whose quantities count against what a line may still ask (refused ones do not). */
export const COUNTED_REFUND_STATUSES: readonly RefundStatus[] = [
  'requested',
  'approved',
  'refunded',
];

export const REFUND_REASON_MAX = 1000;
export const REFUND_LINES_MAX = 200;
export const REFUND_QUANTITY_MAX = 10_000;
/** Photos a shopper may add to one refund request (the damaged item, its packaging). */
export const REFUND_PHOTOS_MAX = 6;

/** The refund request page of an order (below /{culture}/). */
export const refundPagePath = (culture: string, orderNumber: string) =>
  `/${culture}/account/orders/${encodeURIComponent(orderNumber)}/refund`;

/** The staff page listing refund requests (below /{culture}/). */
export const staffRefundsPath = (culture: string) => `/${culture}/account/staff/refunds`;

const AMOUNT = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/;

/** '12,5', '12.50', '12' → cents; null for anything else (negative, 3 decimals, letters). */
export function parseAmountCents(text: string): number | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * A typed quantity: '2', and, as amounts, with a comma or a point ('2,0', '2.00') as long as it
 * is a whole number; null otherwise ('1,5', '', '-1', 'abc').
 */
export function parseQuantity(text: string): number | null {
  const cents = parseAmountCents(text);
  if (cents === null || cents % 100 !== 0) return null;
  return cents / 100;
}

/** Cents to 2 decimals with the culture's separator: 1250 → '12,50' (fr, nl) or '12.50'. */
export function centsToDecimal(cents: number, separator: ',' | '.' = ','): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${Math.floor(abs / 100)}${separator}${fraction}`;
}

/**
 * What one line of an order gives back, from what was paid for it: the unit price tax included
 * less the line's share of the order's coupon discount (docs/ARCHITECTURE.md "Money").
 */
export interface PaidLine {
  /** Pieces bought. */
  quantity: number;
  /** What the whole line was paid: unit price × quantity less its discount share (cents). */
  paidCents: number;
  /** Pieces and cents that requested, approved or refunded refunds of the line already hold. */
  askedQuantity: number;
  askedCents: number;
}

/** The price paid per piece, to the cent below: the unit price a refund shows. */
export function paidUnitCents(line: Pick<PaidLine, 'quantity' | 'paidCents'>): number {
  return line.quantity > 0 ? Math.floor(line.paidCents / line.quantity) : 0;
}

/**
 * A refund line's amount: the unit price paid × the quantity (001 "Validation rules"); the
 * request that takes the line's last pieces gets what is left of the line's price, so a line
 * refunded whole, at once or piece by piece, gives back exactly what was paid for it, never more.
 */
export function refundLineCents(line: PaidLine, quantity: number): number {
  if (line.askedQuantity + quantity >= line.quantity) return line.paidCents - line.askedCents;
  return paidUnitCents(line) * quantity;
}

export interface RefundLineInput {
  quantity: number;
  amountCents: number;
}

export interface RefundTotals {
  itemsCount: number;
  amountCents: number;
}

/** Totals of a request: the item count and the amount (lines with quantity 0 add nothing). */
export function refundTotals(lines: readonly RefundLineInput[]): RefundTotals {
  let itemsCount = 0;
  let amountCents = 0;
  for (const line of lines) {
    itemsCount += line.quantity;
    amountCents += line.amountCents;
  }
  return { itemsCount, amountCents };
}

/** What a line may still ask: bought minus what requested, approved or refunded refunds hold. */
export function refundableQuantity(bought: number, alreadyRequested: number): number {
  return Math.max(0, bought - alreadyRequested);
}
