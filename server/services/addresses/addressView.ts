import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Address, AddressType } from '../../../api/contract/checkout';
import type { AppDb } from '../../db/client';
import { addresses, countries } from '../../db/schema';
import type { Translate } from '../../shared/translate';

type Reader = Pick<AppDb, 'select'>;
export type AddressRow = typeof addresses.$inferSelect;

/** The parts of an address a summary line needs (a stored row, or an order's copy). */
export interface AddressParts {
  Street1: string;
  HouseNumber: string;
  BoxNumber: string | null;
  PostalCode: string;
  City: string;
}

/** "Rue Haute 12 bte 3, 1000 Bruxelles, Belgique": one line for pickers and confirmations. */
export function addressSummary(a: AddressParts, countryName: string, t: Translate): string {
  const box = a.BoxNumber ? ` ${t('Addresses.Box')} ${a.BoxNumber}` : '';
  return `${a.Street1} ${a.HouseNumber}${box}, ${a.PostalCode} ${a.City}, ${countryName}`;
}

export function addressOf(
  row: AddressRow,
  country: { names: Record<string, string>; code: string },
  culture: string,
  t: Translate,
): Address {
  const parts = {
    Street1: row.street1,
    HouseNumber: row.houseNumber,
    BoxNumber: row.boxNumber,
    PostalCode: row.postalCode,
    City: row.city,
  };
  const countryName = country.names[culture] ?? country.code;
  return {
    Id: row.id,
    AddressType: row.addressType as AddressType,
    AccountType: row.accountType === 'Company' ? 'Company' : 'Private',
    FirstName: row.firstName,
    LastName: row.lastName,
    CompanyName: row.companyName,
    ...parts,
    CountryId: row.countryId,
    CountryName: countryName,
    VAT: row.vat,
    Phone: row.phone,
    Summary: addressSummary(parts, countryName, t),
  };
}

/** A customer's addresses of the given types, oldest first, with their country. */
export async function customerAddresses(
  db: Reader,
  customerId: number,
  types: AddressType[],
): Promise<{ row: AddressRow; country: { names: Record<string, string>; code: string } }[]> {
  const rows = await db
    .select({ row: addresses, names: countries.names, code: countries.code })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(and(eq(addresses.customerId, customerId), inArray(addresses.addressType, types)))
    .orderBy(asc(addresses.id));
  return rows.map((r) => ({ row: r.row, country: { names: r.names, code: r.code } }));
}

/** One address of the customer (another customer's is the same as none: null). */
export async function customerAddress(db: Reader, customerId: number, id: number) {
  const [found] = await db
    .select({ row: addresses, names: countries.names, code: countries.code })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return found ? { row: found.row, country: { names: found.names, code: found.code } } : null;
}
