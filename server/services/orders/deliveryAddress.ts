import { and, count, eq, sql } from 'drizzle-orm';
import type { StaffDeliveryRequests } from '../../../api/contract/orders';
import { STAFF_REQUESTS_PAGE_SIZE } from '../../../rules/orders';
import type { AppDb } from '../../db/client';
import { customers, deliveryAddressRequests, orderStatusHistory, orders } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import { customerAddress } from '../addresses/addressView';
import type { AddressSnapshot } from '../checkout/checkoutChecks';
import { countryById } from '../cart/countries';
import { addressLines } from './orderView';

export type Answer =
  { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string };

/**
 * P10: the customer asks for the order to go to another address of their book. Refused when
 * the order is not theirs (404), already shipped or no longer paid (409), already has a
 * request waiting (409), or the address cannot receive parcels (a billing-only address) or
 * lies in another country than the order's (400: the shipping cost and VAT were charged for
 * that country), or the order goes to a pickup point (400, issue 17). The order row is locked, so two requests cannot both pass the checks.
 */
export async function requestDeliveryAddress(
  db: AppDb,
  input: { customerId: number; orderId: number; addressId: number; culture: string; t: Translate },
): Promise<Answer> {
  const { t } = input;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.customerId, input.customerId)))
      .for('update');
    if (!order) return { ok: false, status: 404, message: t('Orders.NotFound') };
    if (order.shippedAt !== null || order.status !== 'paid') {
      return { ok: false, status: 409, message: t('Orders.AlreadyShipped') };
    }
    // Issue 17: a pickup order goes to its point; the shopper collects it there.
    if (order.pickupPoint !== null) {
      return { ok: false, status: 400, message: t('Orders.PickupOrderAddress') };
    }
    const [pending] = await tx
      .select({ id: deliveryAddressRequests.id })
      .from(deliveryAddressRequests)
      .where(
        and(
          eq(deliveryAddressRequests.orderId, order.id),
          eq(deliveryAddressRequests.status, 'requested'),
        ),
      );
    if (pending) return { ok: false, status: 409, message: t('Orders.RequestPending') };
    const found = await customerAddress(tx, input.customerId, input.addressId);
    if (!found) return { ok: false, status: 404, message: t('Checkout.AddressNotFound') };
    if (found.row.addressType === 'Billing') {
      return { ok: false, status: 400, message: t('Checkout.AddressWrongType') };
    }
    const current = order.shippingAddress as unknown as AddressSnapshot;
    if (found.row.countryId !== current.CountryId) {
      return { ok: false, status: 400, message: t('Orders.OtherCountry') };
    }
    const country = await countryById(tx, found.row.countryId);
    const row = found.row;
    const address: AddressSnapshot = {
      AddressId: row.id,
      AccountType: row.accountType,
      FirstName: row.firstName,
      LastName: row.lastName,
      CompanyName: row.companyName,
      Street1: row.street1,
      HouseNumber: row.houseNumber,
      BoxNumber: row.boxNumber,
      PostalCode: row.postalCode,
      City: row.city,
      CountryId: row.countryId,
      CountryCode: country?.code ?? found.country.code,
      CountryNames: country?.names ?? found.country.names,
      VAT: row.vat,
      Phone: row.phone,
    };
    await tx.insert(deliveryAddressRequests).values({
      orderId: order.id,
      customerId: input.customerId,
      address: address as unknown as Record<string, unknown>,
    });
    return { ok: true, message: t('Orders.DeliveryRequestSent') };
  });
}

/** Staff: the requests waiting, oldest first, with the order's address and the one asked for. */
export async function pendingRequests(
  db: Pick<AppDb, 'select'>,
  input: { pageNumber: number; culture: string; t: Translate },
): Promise<StaffDeliveryRequests> {
  const { culture, t } = input;
  const waiting = eq(deliveryAddressRequests.status, 'requested');
  const [total] = await db.select({ n: count() }).from(deliveryAddressRequests).where(waiting);
  const rows = await db
    .select({
      id: deliveryAddressRequests.id,
      createdAt: deliveryAddressRequests.createdAt,
      address: deliveryAddressRequests.address,
      number: orders.number,
      current: orders.shippingAddress,
      email: customers.email,
    })
    .from(deliveryAddressRequests)
    .innerJoin(orders, eq(orders.id, deliveryAddressRequests.orderId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(waiting)
    .orderBy(deliveryAddressRequests.createdAt, deliveryAddressRequests.id)
    .limit(STAFF_REQUESTS_PAGE_SIZE)
    .offset((input.pageNumber - 1) * STAFF_REQUESTS_PAGE_SIZE);
  return {
    Requests: rows.map((r) => ({
      Id: r.id,
      OrderNumber: r.number,
      CustomerEmail: r.email,
      CreatedAt: r.createdAt.toISOString(),
      CurrentAddress: addressLines(r.current as unknown as AddressSnapshot, culture, t),
      RequestedAddress: addressLines(r.address as unknown as AddressSnapshot, culture, t),
    })),
    PageNumber: input.pageNumber,
    PageCount: Math.max(1, Math.ceil((total?.n ?? 0) / STAFF_REQUESTS_PAGE_SIZE)),
  };
}

/**
 * Staff settle a request: 'apply' copies the address into the order (only while it is not
 * shipped: 409 otherwise) and writes an 'address-changed' history row; 'refuse' closes it.
 * A request already settled is a 409; an unknown one a 404.
 */
export async function settleRequest(
  db: AppDb,
  input: { id: number; decision: 'apply' | 'refuse'; staffId: number; t: Translate },
): Promise<{ ok: true } | { ok: false; status: 404 | 409; message: string }> {
  const { t } = input;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(deliveryAddressRequests)
      .where(eq(deliveryAddressRequests.id, input.id))
      .for('update');
    if (!request) return { ok: false, status: 404, message: t('Orders.RequestNotFound') };
    if (request.status !== 'requested') {
      return { ok: false, status: 409, message: t('Orders.RequestSettled') };
    }
    const [order] = await tx
      .select({ id: orders.id, shippedAt: orders.shippedAt })
      .from(orders)
      .where(eq(orders.id, request.orderId))
      .for('update');
    if (input.decision === 'apply') {
      if (!order || order.shippedAt !== null) {
        return { ok: false, status: 409, message: t('Orders.AlreadyShipped') };
      }
      await tx
        .update(orders)
        .set({ shippingAddress: request.address })
        .where(eq(orders.id, order.id));
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        status: 'address-changed',
        byId: input.staffId,
      });
    }
    await tx
      .update(deliveryAddressRequests)
      .set({
        status: input.decision === 'apply' ? 'applied' : 'refused',
        settledById: input.staffId,
        settledAt: sql`now()`,
      })
      .where(eq(deliveryAddressRequests.id, request.id));
    return { ok: true };
  });
}

/**
 * Staff mark an order shipped: shipped_at, status 'shipped' and a history row; a request still
 * waiting is refused with it (the parcel has left). Unknown → 404; already shipped or not paid → 409.
 */
export async function markShipped(
  db: AppDb,
  input: { number: string; staffId: number; t: Translate },
): Promise<{ ok: true } | { ok: false; status: 404 | 409; message: string }> {
  const { t } = input;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, shippedAt: orders.shippedAt })
      .from(orders)
      .where(eq(orders.number, input.number))
      .for('update');
    if (!order) return { ok: false, status: 404, message: t('Orders.NotFound') };
    if (order.shippedAt !== null || order.status !== 'paid') {
      return { ok: false, status: 409, message: t('Orders.CannotShip') };
    }
    await tx
      .update(orders)
      .set({ status: 'shipped', shippedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'shipped', byId: input.staffId });
    await tx
      .update(deliveryAddressRequests)
      .set({ status: 'refused', settledById: input.staffId, settledAt: sql`now()` })
      .where(
        and(
          eq(deliveryAddressRequests.orderId, order.id),
          eq(deliveryAddressRequests.status, 'requested'),
        ),
      );
    return { ok: true };
  });
}
