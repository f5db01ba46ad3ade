import { count, desc, eq, sql } from 'drizzle-orm';
import type { OrderList } from '../../../api/contract/orders';
import { ORDERS_PAGE_SIZE } from '../../../rules/orders';
import type { AppDb } from '../../db/client';
import { orders } from '../../db/schema';
import { formatMoney } from '../../../rules/money';
import type { Translate } from '../../shared/translate';
import { statusText } from './orderView';

/**
 * P13 (ours): one page of the customer's orders, newest first. A page past the last answers
 * the last page's number with no orders, so the client can go back.
 */
export async function orderList(
  db: Pick<AppDb, 'select'>,
  input: { customerId: number; pageNumber: number; culture: string; t: Translate },
): Promise<OrderList> {
  const { customerId, pageNumber, culture, t } = input;
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const totalCount = total?.n ?? 0;
  // Qualified by hand: inside a selected expression drizzle writes bare column names.
  const items = sql<number>`(select coalesce(sum(ol.quantity), 0)::int from order_lines ol where ol.order_id = "orders"."id")`;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      currencyCode: orders.currencyCode,
      totalCents: orders.totalCents,
      items,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((pageNumber - 1) * ORDERS_PAGE_SIZE);
  return {
    CustomerId: customerId,
    Orders: rows.map((r) => ({
      OrderId: r.id,
      OrderNumber: r.number,
      CreatedAt: r.createdAt.toISOString(),
      Status: r.status,
      StatusText: statusText(r.status, t),
      CurrencyCode: r.currencyCode,
      TotalHtml: formatMoney(r.totalCents, r.currencyCode, culture),
      ItemsCount: Number(r.items),
    })),
    PageNumber: pageNumber,
    PageCount: Math.max(1, Math.ceil(totalCount / ORDERS_PAGE_SIZE)),
    TotalCount: totalCount,
  };
}
