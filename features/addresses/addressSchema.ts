import { mixed, object, string, type ObjectSchema } from 'yup';
import type { CountryOption } from '@api/contract/cart';
import { checkVatNumber } from '@rules/vat/vatNumber';
import { formMessages, optionalText, requiredText } from '@base/forms/rules';
import type { AddressValues } from './addressValues';

export const addressMessages = {
  vatFormat: 'AddressForm.VatFormat',
  vatChecksum: 'AddressForm.VatChecksum',
  phone: 'AddressForm.PhoneInvalid',
} as const;

/** Same rule as the contract's Phone pattern. */
const PHONE = /^[0-9 +()./-]*$/;
const billing = (type: unknown) => type !== 'Shipping';

/** Required for the set of the address's type only (Billing* for Billing/Both, plain for Shipping). */
const place = (max: number, forBilling: boolean) =>
  string().when('AddressType', {
    is: (type: unknown) => billing(type) === forBilling,
    then: () => requiredText(max),
    otherwise: () => string(),
  });
const box = (forBilling: boolean) =>
  string().when('AddressType', {
    is: (type: unknown) => billing(type) === forBilling,
    then: () => optionalText(20),
    otherwise: () => string(),
  });

/**
 * K14 form (001 §3 "Entities and their fields"): CompanyName for a company; its VAT number (billing only) is checked with the
 * member state's check digits of the chosen country, as the server does.
 */
export function addressSchema(countries: CountryOption[]): ObjectSchema<AddressValues> {
  const codeOf = (id: string) => countries.find((c) => String(c.Id) === id)?.Code ?? '';
  return object({
    Id: mixed<number>().required(),
    AddressType: mixed<AddressValues['AddressType']>()
      .oneOf(['Billing', 'Shipping', 'Both'])
      .required(formMessages.required),
    AccountType: mixed<AddressValues['AccountType']>()
      .oneOf(['Private', 'Company'])
      .required(formMessages.required),
    FirstName: requiredText(100),
    LastName: requiredText(100),
    CompanyName: string().when('AccountType', {
      is: 'Company',
      then: () => requiredText(150),
      otherwise: () => string(),
    }),
    Phone: optionalText(30).matches(PHONE, addressMessages.phone),
    BillingCountry: place(10, true),
    BillingCity: place(100, true),
    BillingPostalCode: place(10, true),
    BillingStreet1: place(200, true),
    BillingHouseNumber: place(20, true),
    BillingBoxNumber: box(true),
    BillingVAT: string()
      .trim()
      .max(20, formMessages.tooLong)
      .test('vat', addressMessages.vatChecksum, function vat(value) {
        const { AccountType, AddressType, BillingCountry } = this.parent as AddressValues;
        if (!value || AccountType !== 'Company' || !billing(AddressType)) return true;
        const check = checkVatNumber(codeOf(BillingCountry), value);
        if (check.valid !== false) return true;
        return this.createError({
          message:
            check.reason === 'checksum' ? addressMessages.vatChecksum : addressMessages.vatFormat,
        });
      }),
    CountryId: place(10, false),
    City: place(100, false),
    PostalCode: place(10, false),
    Street1: place(200, false),
    HouseNumber: place(20, false),
    BoxNumber: box(false),
  }) as ObjectSchema<AddressValues>;
}
