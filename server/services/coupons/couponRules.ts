import { eq } from 'drizzle-orm';
import { coupons } from '../../db/schema';
import type { Queries } from '../cart/sessionCart';
import { withAmounts, type DisplayCurrency } from '../currency/display';

export interface CouponRow {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  minimumCents: number;
  descriptions: Record<string, string>;
  startsAt: Date | null;
  endsAt: Date | null;
  customerId: number | null;
  isPublic: boolean;
  isActive: boolean;
  /** Usage rules (couponUsage.ts): null limits are none. */
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  firstOrderOnly: boolean;
  audience: CouponAudience;
}

/** Who may use a coupon: anyone, or customers subscribed to the newsletter. */
export type CouponAudience = 'all' | 'newsletter';

const columns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  minimumCents: coupons.minimumCents,
  descriptions: coupons.descriptions,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  customerId: coupons.customerId,
  isPublic: coupons.isPublic,
  isActive: coupons.isActive,
  maxUses: coupons.maxUses,
  maxUsesPerCustomer: coupons.maxUsesPerCustomer,
  firstOrderOnly: coupons.firstOrderOnly,
  audience: coupons.audience,
};

type Stored = Omit<CouponRow, 'kind' | 'audience'> & { kind: string; audience: string };
/** A coupons row as the rules read it. */
export const typed = (row: Stored): CouponRow => ({
  ...row,
  kind: row.kind as CouponRow['kind'],
  audience: row.audience as CouponAudience,
});

/** Codes are stored upper case: what the shopper types matches whatever its case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function couponByCode(db: Queries, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select(columns)
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)));
  return row ? typed(row) : null;
}

export async function couponById(db: Queries, id: number): Promise<CouponRow | null> {
  const [row] = await db.select(columns).from(coupons).where(eq(coupons.id, id));
  return row ? typed(row) : null;
}

/** Active coupons, for the list (P4) to filter. */
export async function activeCoupons(db: Queries): Promise<CouponRow[]> {
  const rows = await db
    .select(columns)
    .from(coupons)
    .where(eq(coupons.isActive, true))
    .orderBy(coupons.code);
  return rows.map(typed);
}

/** In its dates now (bounds included from the start, excluded at the end). */
export function isInDate(coupon: Pick<CouponRow, 'startsAt' | 'endsAt'>, now: Date): boolean {
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return false;
  if (coupon.endsAt && coupon.endsAt.getTime() <= now.getTime()) return false;
  return true;
}

/**
 * Who may use a coupon now, as far as the coupon alone tells: it is active and in its dates, and
 * either personal to this customer or nobody's (a code anyone may type, listed or not). The
 * usage rules need the database (couponUsage.ts); the minimum is the totals' business.
 */
export function isUsableBy(coupon: CouponRow, customerId: number | null, now: Date): boolean {
  if (!coupon.isActive || !isInDate(coupon, now)) return false;
  return coupon.customerId === null || coupon.customerId === customerId;
}

/** What the list (P4) shows: usable coupons that are public, or personal to the shopper. */
export function isListedFor(coupon: CouponRow, customerId: number | null, now: Date): boolean {
  if (!isUsableBy(coupon, customerId, now)) return false;
  return coupon.customerId !== null ? coupon.customerId === customerId : coupon.isPublic;
}

/**
 * A coupon's description in the shopper's language, its amounts (`{value}` of a fixed coupon,
 * `{minimum}`) in the cart's currency.
 */
export function couponDescription(
  coupon: Pick<CouponRow, 'code' | 'value' | 'minimumCents' | 'descriptions'> & { kind: string },
  currency: DisplayCurrency,
  culture: string,
): string {
  const text = coupon.descriptions[culture];
  if (!text) return coupon.code;
  const value = coupon.kind === 'fixed' ? coupon.value : null;
  return withAmounts(text, { value, minimum: coupon.minimumCents }, currency, culture);
}
