import { boolean, object, string, type InferType } from 'yup';
import { COMPANY_MAX, NAME_MAX, PHONE_MAX } from '@rules/account';
import type { AccountCustomer, ProfileRequest } from '@api/contract/account';
import { formMessages, optionalText, requiredText } from '@base/forms/rules';
import { optionalPrefixedVat } from '@base/forms/vat';

/** The phone characters the address form takes (its contract pattern), for one rule in the shop. */
const PHONE = /^[0-9 +()./-]*$/;

/**
 * Profile form (ours): names, phone, language, newsletter, company and its VAT number written
 * with its country prefix (checked by the shared VAT rule, base/forms/vat.ts, as the server does).
 */
export const profileSchema = object({
  FirstName: requiredText(NAME_MAX),
  LastName: requiredText(NAME_MAX),
  Phone: optionalText(PHONE_MAX).matches(PHONE, 'AddressForm.PhoneInvalid'),
  Culture: string().required(formMessages.required),
  Newsletter: boolean().required(),
  CompanyName: optionalText(COMPANY_MAX),
  VAT: optionalPrefixedVat(),
});
export type ProfileValues = InferType<typeof profileSchema>;

export function profileValues(me: AccountCustomer): ProfileValues {
  return {
    FirstName: me.FirstName,
    LastName: me.LastName,
    Phone: me.Phone ?? '',
    Culture: me.Culture,
    Newsletter: me.Newsletter,
    CompanyName: me.CompanyName ?? '',
    VAT: me.VAT ?? '',
  };
}

/** The PUT body: trimmed, empty optional texts left out (the server then clears them). */
export function toProfileRequest(values: ProfileValues): ProfileRequest {
  const optional = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
  const body: ProfileRequest = {
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    Culture: values.Culture,
    Newsletter: values.Newsletter,
  };
  const phone = optional(values.Phone);
  const company = optional(values.CompanyName);
  const vat = optional(values.VAT);
  if (phone) body.Phone = phone;
  if (company) body.CompanyName = company;
  if (vat) body.VAT = vat;
  return body;
}
