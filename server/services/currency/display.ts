import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { BASE_CURRENCY } from '../../../rules/cart';
import { SESSION_COOKIE, sessionIdOf } from '../account/sessions';
import { formatMoney, formatWholeMoney } from '../../../rules/money';
import { convertCents } from '../cart/totals';
import type { Queries } from '../cart/sessionCart';

/**
 * The currency a visitor's prices are shown in: the one of the session's cart (P5), else the
 * shop's default. Stored prices are euro cents; every catalog answer (list tiles, facets, product
 * page, quick view, variation, degressive prices, delivery descriptions) converts with it, in the
 * cart's own rounding, so a tile and the cart line it becomes show the same amount.
 */
export interface DisplayCurrency {
  code: string;
  /** Units of the currency per euro × 10^6. */
  rateMicro: number;
}

export const BASE_DISPLAY: DisplayCurrency = { code: BASE_CURRENCY, rateMicro: 1_000_000 };

/**
 * How long a server keeps the default currency in memory. Only the seed writes `currencies`; an
 * operator's change of the default reaches every app server sharing the database within this.
 */
export const DEFAULT_CURRENCY_KEPT_MS = 60_000;

const kept = new WeakMap<object, { until: number; value: Promise<DisplayCurrency> }>();

async function readCurrency(db: Queries, sessionId: string | null): Promise<DisplayCurrency> {
  const chosen = sessionId
    ? sql`code = (select c.currency_code from carts c join sessions s on s.id = c.session_id
        where s.id = ${sessionId} and s.expires_at > now())`
    : sql`false`;
  const result = await db.execute(
    sql`select code, rate_micro from currencies where is_active and (is_default or ${chosen})
        order by is_default asc, position asc limit 1`,
  );
  const [row] = rowsOf<{ code: string; rate_micro: number | string }>(result);
  return row ? { code: row.code, rateMicro: Number(row.rate_micro) } : BASE_DISPLAY;
}

/** The default currency, kept DEFAULT_CURRENCY_KEPT_MS per database. */
function defaultCurrencyOf(db: Queries): Promise<DisplayCurrency> {
  const now = Date.now();
  const hit = kept.get(db);
  if (hit && hit.until > now) return hit.value;
  const value = readCurrency(db, null);
  kept.set(db, { until: now + DEFAULT_CURRENCY_KEPT_MS, value });
  value.catch(() => kept.delete(db));
  return value;
}

/**
 * The session cart's active currency when the visitor has a live session with a cart, else the
 * default: one indexed read for a visitor with a session cookie. A visitor without one (a first
 * visit, a crawler, most list traffic) costs no read: the default is kept in memory.
 */
export async function displayCurrency(
  db: Queries,
  sessionToken: string | undefined,
): Promise<DisplayCurrency> {
  if (!sessionToken) return defaultCurrencyOf(db);
  return readCurrency(db, sessionIdOf(sessionToken));
}

/** The display currency of a request, from its session cookie. */
export function requestCurrency(
  db: Queries,
  request: { cookies: Record<string, string | undefined> },
): Promise<DisplayCurrency> {
  return displayCurrency(db, request.cookies[SESSION_COOKIE]);
}

/** Euro cents (shop VAT included) in the display currency; euros stay as they are. */
export function displayCents(eurCents: number, currency: DisplayCurrency): number {
  return currency.rateMicro === 1_000_000 ? eurCents : convertCents(eurCents, currency.rateMicro);
}

/** An amount in the display currency, without cents when it has none ("75 €", "81,38 $"). */
export function formatShown(eurCents: number, currency: DisplayCurrency, culture: string): string {
  const cents = displayCents(eurCents, currency);
  const format = cents % 100 === 0 ? formatWholeMoney : formatMoney;
  return format(cents, currency.code, culture);
}

/**
 * A shop text (a delivery method's or a coupon's description) that quotes amounts as `{name}`
 * placeholders, filled from euro cents in the display currency: "gratuit dès {freeFrom}" reads
 * "gratuit dès 75 €" in euros and "gratuit dès 81,38 $" in dollars. Unknown names stay as written.
 */
export function withAmounts(
  text: string,
  amounts: Record<string, number | null | undefined>,
  currency: DisplayCurrency,
  culture: string,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const cents = amounts[name];
    return cents === null || cents === undefined ? whole : formatShown(cents, currency, culture);
  });
}
