import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Refund, RefundableLine, StaffRefund } from '../../../api/contract/refunds';
import {
  COUNTED_REFUND_STATUSES,
  paidUnitCents,
  refundableQuantity,
  type RefundStatus,
} from '../../../rules/refunds';
import {
  customers,
  libraryAssets,
  orderLines,
  orders,
  prepaidAccounts,
  prepaidAccountTypes,
  refundLines,
  refundPhotos,
  refunds,
} from '../../db/schema';
import { toAmount } from '../../../rules/money';
import type { Queries } from '../cart/sessionCart';

/** Reading refunds: an order of the customer's, its lines with what is left, refunds as answered. */

export interface RefundOrder {
  id: number;
  number: string;
  customerId: number | null;
  culture: string;
  currencyCode: string;
  paymentProvider: string;
  paymentReference: string;
  cardCents: number;
  prepaidCents: number;
  prepaidAccountId: number | null;
}

const orderColumns = {
  id: orders.id,
  number: orders.number,
  customerId: orders.customerId,
  culture: orders.culture,
  currencyCode: orders.currencyCode,
  paymentProvider: orders.paymentProvider,
  paymentReference: orders.paymentReference,
  cardCents: orders.cardCents,
  prepaidCents: orders.prepaidCents,
  prepaidAccountId: orders.prepaidAccountId,
};

/** The customer's order by number; null when there is none or it is someone else's (a 404). */
export async function customerOrder(
  db: Queries,
  customerId: number,
  number: string,
  lock = false,
): Promise<RefundOrder | null> {
  const query = db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.customerId, customerId)));
  const [order] = lock ? await query.for('update') : await query;
  return order ?? null;
}

export async function orderById(db: Queries, id: number): Promise<RefundOrder> {
  const [order] = await db.select(orderColumns).from(orders).where(eq(orders.id, id));
  if (!order) throw new Error(`order ${id} not found`);
  return order;
}

type LineRow = {
  id: number;
  name: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  askedQuantity: number;
  askedCents: number;
  creditCents: number | null;
  balanceCents: number | null;
};

/**
 * The order's lines with what was paid for each and what is left to ask (bought minus what
 * requested, approved or refunded refunds hold). A line of prepaid credit is refundable only
 * while its credit is unspent: as many pieces as the customer's balance of that type still
 * holds (the refund takes the credit back).
 */
export async function refundableLines(db: Queries, orderId: number): Promise<RefundableLine[]> {
  const counted = sql.join(
    COUNTED_REFUND_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select l.id, l.name, l.sku, l.quantity, l.unit_price_cents as "unitPriceCents",
      l.discount_cents as "discountCents",
      coalesce(asked.quantity, 0)::int as "askedQuantity",
      coalesce(asked.cents, 0)::int as "askedCents",
      t.credit_cents as "creditCents", a.balance_cents as "balanceCents"
    from order_lines l
    join orders o on o.id = l.order_id
    left join lateral (
      select sum(rl.quantity) as quantity, sum(rl.amount_cents) as cents
      from refund_lines rl join refunds r on r.id = rl.refund_id
      where rl.order_line_id = l.id and r.status in (${counted})) asked on true
    left join prepaid_account_types t on t.id = l.prepaid_type_id
    left join prepaid_accounts a on a.type_id = l.prepaid_type_id and a.customer_id = o.customer_id
    where l.order_id = ${orderId}
    order by l.id`)) as unknown as { rows: LineRow[] };
  return result.rows.map((l) => {
    const quantity = Number(l.quantity);
    const paidCents = Number(l.unitPriceCents) * quantity - Number(l.discountCents);
    const askedQuantity = Number(l.askedQuantity);
    const creditCents = l.creditCents === null ? null : Number(l.creditCents);
    let refundable = refundableQuantity(quantity, askedQuantity);
    if (creditCents !== null) {
      refundable = Math.min(refundable, Math.floor(Number(l.balanceCents ?? 0) / creditCents));
    }
    const unit = paidUnitCents({ quantity, paidCents });
    return {
      OrderLineId: Number(l.id),
      Name: l.name,
      Sku: l.sku,
      Quantity: quantity,
      UnitPriceTaxIncl: toAmount(unit),
      UnitPriceTaxInclCents: unit,
      RefundableQuantity: refundable,
      PaidCents: paidCents,
      AskedQuantity: askedQuantity,
      AskedCents: Number(l.askedCents),
      CreditCents: creditCents,
    };
  });
}

const refundColumns = {
  id: refunds.id,
  orderNumber: orders.number,
  currencyCode: orders.currencyCode,
  status: refunds.status,
  reason: refunds.reason,
  itemsCount: refunds.itemsCount,
  amountCents: refunds.amountCents,
  cardCents: refunds.cardCents,
  prepaidCents: refunds.prepaidCents,
  providerRefundId: refunds.providerRefundId,
  createdAt: refunds.createdAt,
  updatedAt: refunds.updatedAt,
  customerEmail: customers.email,
  customerId: orders.customerId,
};

type RefundRow = {
  id: number;
  orderNumber: string;
  currencyCode: string;
  status: string;
  reason: string;
  itemsCount: number;
  amountCents: number;
  cardCents: number;
  prepaidCents: number;
  providerRefundId: string | null;
  createdAt: Date;
  updatedAt: Date;
  customerEmail: string | null;
  customerId: number | null;
};

async function withLines(db: Queries, rows: RefundRow[]): Promise<StaffRefund[]> {
  const ids = rows.map((r) => r.id);
  const lines = ids.length
    ? await db
        .select({
          refundId: refundLines.refundId,
          orderLineId: refundLines.orderLineId,
          name: orderLines.name,
          sku: orderLines.sku,
          quantity: refundLines.quantity,
          unitPriceCents: refundLines.unitPriceCents,
          amountCents: refundLines.amountCents,
          prepaidTypeId: orderLines.prepaidTypeId,
          creditCents: prepaidAccountTypes.creditCents,
        })
        .from(refundLines)
        .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
        .leftJoin(prepaidAccountTypes, eq(prepaidAccountTypes.id, orderLines.prepaidTypeId))
        .where(inArray(refundLines.refundId, ids))
        .orderBy(asc(refundLines.id))
    : [];
  const photos = ids.length
    ? await db
        .select({
          refundId: refundPhotos.refundId,
          AssetId: libraryAssets.id,
          Name: libraryAssets.name,
          Width: libraryAssets.width,
          Height: libraryAssets.height,
        })
        .from(refundPhotos)
        .innerJoin(libraryAssets, eq(libraryAssets.id, refundPhotos.assetId))
        .where(inArray(refundPhotos.refundId, ids))
        .orderBy(asc(refundPhotos.position))
    : [];
  const balances = await creditBalances(
    db,
    rows.flatMap((r) => (r.customerId === null ? [] : [r.customerId])),
  );
  return rows.map((r) => ({
    ...creditBack(
      r,
      lines.filter((l) => l.refundId === r.id),
      balances,
    ),
    Id: r.id,
    OrderNumber: r.orderNumber,
    CurrencyCode: r.currencyCode,
    Status: r.status as RefundStatus,
    Reason: r.reason,
    ItemsCount: r.itemsCount,
    AmountCents: r.amountCents,
    CardCents: r.cardCents,
    PrepaidCents: r.prepaidCents,
    CreatedAt: new Date(r.createdAt).toISOString(),
    UpdatedAt: new Date(r.updatedAt).toISOString(),
    CustomerEmail: r.customerEmail ?? '',
    ProviderRefundId: r.providerRefundId,
    Lines: lines
      .filter((l) => l.refundId === r.id)
      .map((l) => ({
        OrderLineId: l.orderLineId,
        Name: l.name,
        Sku: l.sku,
        Quantity: l.quantity,
        UnitPriceTaxIncl: toAmount(l.unitPriceCents),
        UnitPriceTaxInclCents: l.unitPriceCents,
        RefundedAmount: toAmount(l.amountCents),
        RefundedAmountCents: l.amountCents,
        CreditCents: l.creditCents,
      })),
    Photos: photos
      .filter((p) => p.refundId === r.id)
      .map(({ refundId: _refund, ...photo }) => photo),
  }));
}

const refundQuery = (db: Queries) =>
  db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(customers, eq(customers.id, orders.customerId));

/** Balances of the customers' prepaid accounts, by `${customerId}:${typeId}`. */
async function creditBalances(db: Queries, customerIds: number[]): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const accounts = await db
    .select({
      customerId: prepaidAccounts.customerId,
      typeId: prepaidAccounts.typeId,
      balanceCents: prepaidAccounts.balanceCents,
    })
    .from(prepaidAccounts)
    .where(inArray(prepaidAccounts.customerId, [...new Set(customerIds)]));
  return new Map(accounts.map((a) => [`${a.customerId}:${a.typeId}`, a.balanceCents]));
}

/** The credit approving a request takes back, and whether the customer spent some already. */
function creditBack(
  refund: Pick<RefundRow, 'status' | 'customerId'>,
  lines: { prepaidTypeId: number | null; creditCents: number | null; quantity: number }[],
  balances: Map<string, number>,
): { CreditBackCents: number; CreditSpent: boolean } {
  const byType = new Map<number, number>();
  for (const l of lines) {
    if (l.prepaidTypeId === null || l.creditCents === null) continue;
    byType.set(l.prepaidTypeId, (byType.get(l.prepaidTypeId) ?? 0) + l.creditCents * l.quantity);
  }
  const total = [...byType.values()].reduce((sum, c) => sum + c, 0);
  // Only a request still to approve can find its credit spent (approving took it back).
  const spent =
    refund.status === 'requested' &&
    [...byType].some(
      ([typeId, cents]) => (balances.get(`${refund.customerId}:${typeId}`) ?? 0) < cents,
    );
  return { CreditBackCents: total, CreditSpent: spent };
}

/** As the customer sees it: no e-mail address, no provider reference, no staff warnings. */
export function customerView(refund: StaffRefund): Refund {
  const {
    CustomerEmail: _email,
    ProviderRefundId: _provider,
    CreditBackCents: _credit,
    CreditSpent: _spent,
    ...view
  } = refund;
  return view;
}

export async function orderRefundList(db: Queries, orderId: number): Promise<Refund[]> {
  const rows = await refundQuery(db).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.id));
  return (await withLines(db, rows)).map(customerView);
}

export async function staffRefund(db: Queries, id: number): Promise<StaffRefund | null> {
  const rows = await refundQuery(db).where(eq(refunds.id, id));
  return (await withLines(db, rows))[0] ?? null;
}

export const STAFF_REFUNDS_PAGE_SIZE = 20;

/** Staff list: oldest first (the queue to settle), 20 a page, optionally one status. */
export async function staffRefundPage(
  db: Queries,
  status: RefundStatus | undefined,
  page: number,
): Promise<{ Refunds: StaffRefund[]; Page: number; PageCount: number }> {
  const where = status ? eq(refunds.status, status) : undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(where);
  const total = Number(count?.n ?? 0);
  const rows = await refundQuery(db)
    .where(where)
    .orderBy(asc(refunds.id))
    .limit(STAFF_REFUNDS_PAGE_SIZE)
    .offset((page - 1) * STAFF_REFUNDS_PAGE_SIZE);
  return {
    Refunds: await withLines(db, rows),
    Page: page,
    PageCount: Math.max(1, Math.ceil(total / STAFF_REFUNDS_PAGE_SIZE)),
  };
}
