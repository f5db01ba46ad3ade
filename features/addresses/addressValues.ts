import type { Address, AddressForm, AddressSaved, AddressType } from '@api/contract/checkout';

/*
 * The address form's values under the spec's names (001 §3 "Entities and their fields"): Billing-prefixed fields for a
 * Billing or Both address, plain ones for a Shipping address. Both sets live in the form so a
 * change of type keeps what was typed; only the set of the type is sent.
 */
export type AccountType = 'Private' | 'Company';

const PLACE_FIELDS = [
  'Country',
  'City',
  'PostalCode',
  'Street1',
  'HouseNumber',
  'BoxNumber',
] as const;
type PlaceField = (typeof PLACE_FIELDS)[number];
/** Billing name → plain (Shipping) name of each place field. */
const PLAIN: Record<PlaceField, keyof ShippingPlace> = {
  Country: 'CountryId',
  City: 'City',
  PostalCode: 'PostalCode',
  Street1: 'Street1',
  HouseNumber: 'HouseNumber',
  BoxNumber: 'BoxNumber',
};

interface BillingPlace {
  BillingCountry: string;
  BillingCity: string;
  BillingPostalCode: string;
  BillingStreet1: string;
  BillingHouseNumber: string;
  BillingBoxNumber: string;
  BillingVAT: string;
}
interface ShippingPlace {
  CountryId: string;
  City: string;
  PostalCode: string;
  Street1: string;
  HouseNumber: string;
  BoxNumber: string;
}

export interface AddressValues extends BillingPlace, ShippingPlace {
  Id: number;
  AddressType: AddressType;
  AccountType: AccountType;
  FirstName: string;
  LastName: string;
  CompanyName: string;
  Phone: string;
}

export const isBillingType = (type: AddressType) => type !== 'Shipping';

/** A new address of the picker's type, in the cart's country. */
export function emptyAddressValues(type: AddressType, countryId: number | null): AddressValues {
  const country = countryId ? String(countryId) : '';
  return {
    Id: 0,
    AddressType: type,
    AccountType: 'Private',
    FirstName: '',
    LastName: '',
    CompanyName: '',
    Phone: '',
    BillingCountry: country,
    BillingCity: '',
    BillingPostalCode: '',
    BillingStreet1: '',
    BillingHouseNumber: '',
    BillingBoxNumber: '',
    BillingVAT: '',
    CountryId: country,
    City: '',
    PostalCode: '',
    Street1: '',
    HouseNumber: '',
    BoxNumber: '',
  };
}

/** An address to edit: both sets filled, so a change of type keeps the place. */
export function fromAddress(address: Address): AddressValues {
  const values = emptyAddressValues(address.AddressType, address.CountryId);
  const place: ShippingPlace = {
    CountryId: String(address.CountryId),
    City: address.City,
    PostalCode: address.PostalCode,
    Street1: address.Street1,
    HouseNumber: address.HouseNumber,
    BoxNumber: address.BoxNumber ?? '',
  };
  return {
    ...values,
    Id: address.Id,
    AccountType: address.AccountType,
    FirstName: address.FirstName,
    LastName: address.LastName,
    CompanyName: address.CompanyName ?? '',
    Phone: address.Phone ?? '',
    ...place,
    ...toBilling(place),
    BillingVAT: address.VAT ?? '',
  };
}

function toBilling(place: ShippingPlace): Omit<BillingPlace, 'BillingVAT'> {
  const out = {} as Record<string, string>;
  for (const f of PLACE_FIELDS) out[`Billing${f}`] = place[PLAIN[f]];
  return out as unknown as Omit<BillingPlace, 'BillingVAT'>;
}

function toPlain(values: BillingPlace): ShippingPlace {
  const out = {} as Record<string, string>;
  for (const f of PLACE_FIELDS) out[PLAIN[f]] = values[`Billing${f}`];
  return out as unknown as ShippingPlace;
}

/** A change of type between billing-like and Shipping carries the place over to the other set. */
export function switchAddressType(values: AddressValues, next: AddressType): AddressValues {
  const wasBilling = isBillingType(values.AddressType);
  if (wasBilling === isBillingType(next)) return { ...values, AddressType: next };
  const carried = wasBilling ? toPlain(values) : toBilling(values);
  return { ...values, ...carried, AddressType: next };
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

export interface CurrentSelection {
  billing: number | null;
  shipping: number | null;
}

/** The K14 body: the names of the address's type only; empty optional fields left out. */
export function toAddressForm(values: AddressValues, current: CurrentSelection): AddressForm {
  const company = values.AccountType === 'Company';
  const body: AddressForm = {
    Id: values.Id,
    AddressType: values.AddressType,
    AccountType: values.AccountType,
    ExistingBillingAddressId: current.billing,
    ExistingShippingAddressId: current.shipping,
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    CompanyName: company ? optional(values.CompanyName) : undefined,
    Phone: optional(values.Phone),
  };
  if (isBillingType(values.AddressType)) {
    body.BillingCountry = Number(values.BillingCountry);
    body.BillingCity = values.BillingCity.trim();
    body.BillingPostalCode = values.BillingPostalCode.trim();
    body.BillingStreet1 = values.BillingStreet1.trim();
    body.BillingHouseNumber = values.BillingHouseNumber.trim();
    body.BillingBoxNumber = optional(values.BillingBoxNumber);
    body.BillingVAT = company ? optional(values.BillingVAT) : undefined;
  } else {
    body.CountryId = Number(values.CountryId);
    body.City = values.City.trim();
    body.PostalCode = values.PostalCode.trim();
    body.Street1 = values.Street1.trim();
    body.HouseNumber = values.HouseNumber.trim();
    body.BoxNumber = optional(values.BoxNumber);
  }
  // JSON drops undefined, but a closed schema is easier to read without the holes.
  for (const key of Object.keys(body) as (keyof AddressForm)[]) {
    if (body[key] === undefined) delete body[key];
  }
  return body;
}

/**
 * 001 §4 "States and transitions": a NEW address becomes the selected one for billing, shipping or both according to its
 * AddressType; an edited one changes no selection.
 */
export function selectionAfterSave(
  saved: AddressSaved,
  created: boolean,
): Partial<CurrentSelection> {
  if (!created) return {};
  switch (saved.AddressType) {
    case 'Billing':
      return { billing: saved.Id };
    case 'Shipping':
      return { shipping: saved.Id };
    default:
      return { billing: saved.Id, shipping: saved.Id };
  }
}
