import { and, eq, sql } from 'drizzle-orm';
import type { AddressForm, AddressSaved } from '../../../api/contract/checkout';
import { checkVatNumber } from '../../../rules/vat/vatNumber';
import type { AppDb } from '../../db/client';
import { addresses, countries } from '../../db/schema';
import type { Refusal } from '../cart/refusal';
import type { Translate } from '../../shared/translate';
import { vatInputProblem } from '../vat/vatCheck';
import { addressOf } from './addressView';

export type SaveOutcome =
  { ok: true; created: boolean; saved: AddressSaved } | { ok: false; refusal: Refusal };

/** Form field → the label key its "required" message names. */
type Field = keyof AddressForm;
const LABELS = {
  FirstName: 'Addresses.Label.FirstName',
  LastName: 'Addresses.Label.LastName',
  CompanyName: 'Addresses.Label.CompanyName',
  Street: 'Addresses.Label.Street',
  HouseNumber: 'Addresses.Label.HouseNumber',
  PostalCode: 'Addresses.Label.PostalCode',
  City: 'Addresses.Label.City',
  Country: 'Addresses.Label.Country',
} as const;

/** 001 §3 "Entities and their fields": Billing and Both addresses fill the Billing-prefixed fields, Shipping the plain ones. */
function placeFields(billing: boolean) {
  return billing
    ? { Country: 'BillingCountry', Street: 'BillingStreet1', HouseNumber: 'BillingHouseNumber', Box: 'BillingBoxNumber', PostalCode: 'BillingPostalCode', City: 'BillingCity' }
    : { Country: 'CountryId', Street: 'Street1', HouseNumber: 'HouseNumber', Box: 'BoxNumber', PostalCode: 'PostalCode', City: 'City' }; // prettier-ignore
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * K14 (ours): creates (id 0) or updates one of the customer's addresses. Every refusal names the
 * field; nothing is written unless the whole form holds.
 */
export async function saveAddress(
  db: AppDb,
  input: { customerId: number; id: number; form: AddressForm; culture: string; t: Translate },
): Promise<SaveOutcome> {
  const { form, t, culture } = input;
  const refuse = (message: string, field: string): SaveOutcome => ({
    ok: false,
    refusal: { status: 400, message, field },
  });
  if (input.id !== 0) {
    const [own] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, input.id), eq(addresses.customerId, input.customerId)));
    if (!own) return { ok: false, refusal: { status: 404, message: t('Addresses.NotFound') } };
  }
  const billing = form.AddressType !== 'Shipping';
  const f = placeFields(billing);
  const value = (field: string) => text(form[field as Field]);
  const required: [string, keyof typeof LABELS][] = [
    ['FirstName', 'FirstName'],
    ['LastName', 'LastName'],
    ...(form.AccountType === 'Company'
      ? [['CompanyName', 'CompanyName'] as [string, 'CompanyName']]
      : []),
    [f.Street, 'Street'],
    [f.HouseNumber, 'HouseNumber'],
    [f.PostalCode, 'PostalCode'],
    [f.City, 'City'],
  ];
  for (const [field, label] of required) {
    if (!value(field)) return refuse(t('Addresses.FieldRequired', t(LABELS[label])), field);
  }
  const countryId = form[f.Country as 'CountryId'];
  if (countryId === undefined) {
    return refuse(t('Addresses.FieldRequired', t(LABELS.Country)), f.Country);
  }
  const [country] = await db.select().from(countries).where(eq(countries.id, countryId));
  if (!country) return refuse(t('Addresses.CountryNotFound'), f.Country);
  // An address that receives parcels must be in a country the shop ships to.
  if (form.AddressType !== 'Billing' && !country.isShippable) {
    return refuse(
      t('Addresses.CountryNotShippable', country.names[culture] ?? country.code),
      f.Country,
    );
  }
  let vat: string | null = null;
  if (billing && text(form.BillingVAT)) {
    const problem = vatInputProblem(form.BillingVAT as string, t);
    if (problem) return refuse(problem.message, 'BillingVAT');
    const check = checkVatNumber(country.code, form.BillingVAT as string);
    if (check.valid === false) {
      const name = country.names[culture] ?? country.code;
      const why =
        check.reason === 'format'
          ? t('Checkout.VatInvalidFormat', name)
          : t('Checkout.VatInvalidChecksum');
      return refuse(why, 'BillingVAT');
    }
    vat = check.normalized.slice(0, 20);
  }
  const values = {
    customerId: input.customerId,
    addressType: form.AddressType,
    accountType: form.AccountType,
    firstName: value('FirstName'),
    lastName: value('LastName'),
    companyName: value('CompanyName') || null,
    street1: value(f.Street),
    houseNumber: value(f.HouseNumber),
    boxNumber: value(f.Box) || null,
    postalCode: value(f.PostalCode).toUpperCase(),
    city: value(f.City),
    countryId: country.id,
    vat,
    phone: value('Phone') || null,
  };
  const [row] =
    input.id === 0
      ? await db.insert(addresses).values(values).returning()
      : await db
          .update(addresses)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(addresses.id, input.id), eq(addresses.customerId, input.customerId)))
          .returning();
  // Deleted by the customer in another tab between the check and the write.
  if (!row) return { ok: false, refusal: { status: 404, message: t('Addresses.NotFound') } };
  const address = addressOf(row, country, culture, t);
  return {
    ok: true,
    created: input.id === 0,
    saved: { Id: row.id, AddressType: address.AddressType, Address: address },
  };
}
