import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Refund, RefundableLine, StaffRefund } from '../../../api/contract/refunds';
import {
  COUNTED_REFUND_STATUSES,
  refundableQuantity,
  type RefundStatus,
} from '../../../rules/refunds';
import {
  customers,
  libraryAssets,
  orderLines,
  orders,
  refundLines,
  refundPhotos,
  refunds,
} from '../../db/schema';
import { toAmount } from '../../shared/money';
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

/** The order's lines with the quantity still refundable (bought minus requested/approved/refunded). */
export async function refundableLines(db: Queries, orderId: number): Promise<RefundableLine[]> {
  const lines = await db
    .select({
      id: orderLines.id,
      name: orderLines.name,
      sku: orderLines.sku,
      quantity: orderLines.quantity,
      unitPriceCents: orderLines.unitPriceCents,
      asked: sql<number>`coalesce((
        select sum(rl.quantity) from ${refundLines} rl join ${refunds} r on r.id = rl.refund_id
        where rl.order_line_id = "order_lines"."id"
          and r.status in (${sql.join(
            COUNTED_REFUND_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})), 0)::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return lines.map((l) => ({
    OrderLineId: l.id,
    Name: l.name,
    Sku: l.sku,
    Quantity: l.quantity,
    UnitPriceTaxIncl: toAmount(l.unitPriceCents),
    UnitPriceTaxInclCents: l.unitPriceCents,
    RefundableQuantity: refundableQuantity(l.quantity, Number(l.asked)),
  }));
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
        })
        .from(refundLines)
        .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
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
  return rows.map((r) => ({
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

/** As the customer sees it: no e-mail address, no provider reference. */
export function customerView(refund: StaffRefund): Refund {
  const { CustomerEmail: _email, ProviderRefundId: _provider, ...view } = refund;
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
