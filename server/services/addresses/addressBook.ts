import { and, eq } from 'drizzle-orm';
import type { AddressBook, AddressDefaultRequest } from '../../../api/contract/account';
import type { AppDb } from '../../db/client';
import { addresses, customers } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import type { Refusal } from '../account/refusal';
import { addressOf, customerAddress, customerAddresses } from './addressView';

/** The account's address book: every address of the customer, oldest first, with its defaults. */
export async function addressBook(
  db: Pick<AppDb, 'select'>,
  customerId: number,
  culture: string,
  t: Translate,
): Promise<AddressBook> {
  const [defaults] = await db
    .select({
      billing: customers.defaultBillingAddressId,
      shipping: customers.defaultShippingAddressId,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  const rows = await customerAddresses(db, customerId, ['Billing', 'Shipping', 'Both']);
  return {
    Addresses: rows.map(({ row, country }) => ({
      Address: addressOf(row, country, culture, t),
      IsDefaultBilling: row.id === defaults?.billing,
      IsDefaultShipping: row.id === defaults?.shipping,
    })),
  };
}

/**
 * Deletes one of the customer's addresses (false: not theirs). A default pointing at it, and a
 * cart that had chosen it, fall back to none (the foreign keys set null); orders keep copies.
 */
export async function deleteAddress(
  db: Pick<AppDb, 'delete'>,
  customerId: number,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}

/**
 * Makes an address the customer's default billing and/or shipping one (true), or stops it being
 * that default (false; another default is left alone). A shipping-only address never bills, a
 * billing-only one never receives parcels.
 */
export async function setAddressDefaults(
  db: AppDb,
  input: { customerId: number; id: number; change: AddressDefaultRequest; t: Translate },
): Promise<Refusal | null> {
  const { customerId, id, change, t } = input;
  const found = await customerAddress(db, customerId, id);
  if (!found) return { status: 404, message: t('Addresses.NotFound') };
  const type = found.row.addressType;
  if (change.Billing === true && type === 'Shipping') {
    return { status: 400, message: t('Account.AddressNotBilling'), field: 'Billing' };
  }
  if (change.Shipping === true && type === 'Billing') {
    return { status: 400, message: t('Account.AddressNotShipping'), field: 'Shipping' };
  }
  await db.transaction(async (tx) => {
    const [me] = await tx
      .select({
        billing: customers.defaultBillingAddressId,
        shipping: customers.defaultShippingAddressId,
      })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    const pick = (asked: boolean | undefined, current: number | null) =>
      asked === true ? id : asked === false && current === id ? null : current;
    await tx
      .update(customers)
      .set({
        defaultBillingAddressId: pick(change.Billing, me?.billing ?? null),
        defaultShippingAddressId: pick(change.Shipping, me?.shipping ?? null),
      })
      .where(eq(customers.id, customerId));
  });
  return null;
}
