import { describe, expect, it } from '@jest/globals';
import { addressSchema } from '@features/addresses/addressSchema';
import {
  emptyAddressValues,
  fromAddress,
  selectionAfterSave,
  switchAddressType,
  toAddressForm,
  type AddressValues,
} from '@features/addresses/addressValues';
import { initialAddressId } from '@features/addresses/pickerSelection';
import { modalOptionsOf } from '@features/addresses/modalOptions';
import { countries, holidays, home, office, picker } from '../checkout/fixtures';

const filled = (over: Partial<AddressValues> = {}): AddressValues => ({
  ...emptyAddressValues('Billing', 1),
  FirstName: ' Lotte ',
  LastName: 'Janssens',
  BillingStreet1: 'Meir',
  BillingHouseNumber: '1',
  BillingPostalCode: '2000',
  BillingCity: 'Antwerpen',
  ...over,
});
const none = { billing: null, shipping: null };

async function errorsOf(values: AddressValues): Promise<Record<string, string>> {
  try {
    await addressSchema(countries).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    // The first message of a field, as Formik shows it.
    return Object.fromEntries(inner.reverse().map((e) => [e.path, e.message]));
  }
}

describe('address form values (K14, 001 §3 "Entities and their fields" names)', () => {
  it('a Billing or Both address is sent with the Billing names only, trimmed, empties left out', () => {
    expect(toAddressForm(filled(), { billing: 11, shipping: null })).toEqual({
      Id: 0,
      AddressType: 'Billing',
      AccountType: 'Private',
      ExistingBillingAddressId: 11,
      ExistingShippingAddressId: null,
      FirstName: 'Lotte',
      LastName: 'Janssens',
      BillingCountry: 1,
      BillingCity: 'Antwerpen',
      BillingPostalCode: '2000',
      BillingStreet1: 'Meir',
      BillingHouseNumber: '1',
    });
  });

  it('a Shipping address is sent with the plain names; the type switch carries the place over', () => {
    const shipping = switchAddressType(filled({ BillingBoxNumber: '3' }), 'Shipping');
    expect(toAddressForm(shipping, none)).toMatchObject({
      AddressType: 'Shipping',
      CountryId: 1,
      City: 'Antwerpen',
      PostalCode: '2000',
      Street1: 'Meir',
      HouseNumber: '1',
      BoxNumber: '3',
    });
    expect(Object.keys(toAddressForm(shipping, none)).some((k) => k.startsWith('Billing'))).toBe(
      false,
    );
    // Between Billing and Both nothing moves.
    expect(switchAddressType(filled(), 'Both').BillingStreet1).toBe('Meir');
  });

  it('a company sends its name and VAT number; a private customer never does', () => {
    const company = filled({
      AccountType: 'Company',
      CompanyName: 'Meir NV',
      BillingVAT: 'BE0403019261',
    });
    expect(toAddressForm(company, none)).toMatchObject({
      CompanyName: 'Meir NV',
      BillingVAT: 'BE0403019261',
    });
    const body = toAddressForm({ ...company, AccountType: 'Private' }, none);
    expect(body.CompanyName).toBeUndefined();
    expect(body.BillingVAT).toBeUndefined();
  });

  it('an address to edit fills both sets', () => {
    const values = fromAddress(holidays);
    expect(values).toMatchObject({
      Id: 21,
      AddressType: 'Shipping',
      Street1: 'Rue de Rivoli',
      CountryId: '3',
      BillingStreet1: 'Rue de Rivoli',
      BillingCountry: '3',
    });
  });

  it('a new address is selected per its type; an edited one changes nothing (001 §4 "States and transitions")', () => {
    const saved = (AddressType: 'Billing' | 'Shipping' | 'Both') => ({
      Id: 40,
      AddressType,
      Address: home,
    });
    expect(selectionAfterSave(saved('Billing'), true)).toEqual({ billing: 40 });
    expect(selectionAfterSave(saved('Shipping'), true)).toEqual({ shipping: 40 });
    expect(selectionAfterSave(saved('Both'), true)).toEqual({ billing: 40, shipping: 40 });
    expect(selectionAfterSave(saved('Both'), false)).toEqual({});
  });
});

describe('address form rules (yup)', () => {
  it('asks for the set of the type only', async () => {
    expect(await errorsOf(filled())).toEqual({});
    const shipping = { ...emptyAddressValues('Shipping', 1), FirstName: 'A', LastName: 'B' };
    expect(Object.keys(await errorsOf(shipping)).sort()).toEqual([
      'City',
      'HouseNumber',
      'PostalCode',
      'Street1',
    ]);
  });

  it('a company needs its name; its VAT number is checked with the country’s check digits', async () => {
    expect(await errorsOf(filled({ AccountType: 'Company' }))).toEqual({
      CompanyName: 'Forms.Required',
    });
    const company = filled({ AccountType: 'Company', CompanyName: 'Meir NV' });
    expect(await errorsOf({ ...company, BillingVAT: 'BE0403019261' })).toEqual({});
    expect(await errorsOf({ ...company, BillingVAT: 'BE0403019262' })).toEqual({
      BillingVAT: 'AddressForm.VatChecksum',
    });
    expect(await errorsOf({ ...company, BillingVAT: 'BE12' })).toEqual({
      BillingVAT: 'AddressForm.VatFormat',
    });
    // Not a company: the field is not looked at.
    expect(await errorsOf(filled({ BillingVAT: 'BE0403019262' }))).toEqual({});
  });

  it('a phone number keeps to the contract’s characters', async () => {
    expect(await errorsOf(filled({ Phone: '+32 2 123.45.67' }))).toEqual({});
    expect(await errorsOf(filled({ Phone: 'call me' }))).toEqual({
      Phone: 'AddressForm.PhoneInvalid',
    });
  });
});

describe('picker helpers', () => {
  it('starts on the cart’s choice if the customer still has it, else the picker’s own', () => {
    const list = picker('billing', [home, office], { SelectedAddressId: 12 });
    expect(initialAddressId(11, list)).toBe(11);
    expect(initialAddressId(99, list)).toBe(12);
    expect(initialAddressId(null, picker('billing', [home]))).toBeNull();
    expect(initialAddressId(null, picker('billing', [home], { SelectedAddressId: 77 }))).toBeNull();
  });

  it('reads the modal options from the link’s data attributes, with defaults', () => {
    const link = document.createElement('a');
    expect(modalOptionsOf(link)).toEqual({
      title: undefined,
      size: 'lg',
      className: 'address-modal',
    });
    link.setAttribute('data-modal-title', 'Adresse');
    link.setAttribute('data-modal-size', 'sm');
    link.setAttribute('data-modal-class', 'x');
    expect(modalOptionsOf(link)).toEqual({ title: 'Adresse', size: 'sm', className: 'x' });
    link.setAttribute('data-modal-size', 'huge');
    expect(modalOptionsOf(link).size).toBe('lg');
  });
});
