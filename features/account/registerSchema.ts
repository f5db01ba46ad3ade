import { boolean, object, string } from 'yup';
import type { RegisterRequest } from '@api/contract/account';
import { COMPANY_MAX, NAME_MAX } from '@rules/account';
import { formMessages, optionalText, requiredText } from '@base/forms/rules';
import { optionalPrefixedVat } from '@base/forms/vat';
import { emailRule } from './loginSchema';
import { newPasswordRule } from './passwordSchema';

export interface RegisterValues {
  Email: string;
  Password: string;
  FirstName: string;
  LastName: string;
  Culture: string;
  AcceptTerms: boolean;
  Newsletter: boolean;
  CompanyName: string;
  VAT: string;
}

export const registerMessages = { terms: 'Register.TermsRequired' } as const;

/**
 * A3 form (000 §5 "Client-side form rules"): the e-mail trimmed then checked, the password rule,
 * the names, a language of the site, the terms accepted (enforcetrue), an optional company and
 * VAT number (with its country prefix, by the check digits of rules/vat/). The server checks
 * all of it again and answers a refusal on its field.
 */
export const registerSchema = (cultures: readonly string[]) =>
  object({
    Email: emailRule(),
    Password: newPasswordRule(),
    FirstName: requiredText(NAME_MAX),
    LastName: requiredText(NAME_MAX),
    Culture: string()
      .required(formMessages.required)
      .oneOf([...cultures], formMessages.invalid),
    AcceptTerms: boolean().required(registerMessages.terms).oneOf([true], registerMessages.terms),
    Newsletter: boolean(),
    CompanyName: optionalText(COMPANY_MAX),
    VAT: optionalPrefixedVat(),
  });

export const emptyRegisterValues = (culture: string): RegisterValues => ({
  Email: '',
  Password: '',
  FirstName: '',
  LastName: '',
  Culture: culture,
  AcceptTerms: false,
  Newsletter: false,
  CompanyName: '',
  VAT: '',
});

/** The call's body: texts trimmed, the optional ones left out when empty. */
export function registerRequest(values: RegisterValues, returnUrl: string): RegisterRequest {
  const company = values.CompanyName.trim();
  const vat = values.VAT.trim();
  return {
    Email: values.Email.trim(),
    Password: values.Password,
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    Culture: values.Culture,
    AcceptTerms: values.AcceptTerms,
    Newsletter: values.Newsletter,
    ...(company ? { CompanyName: company } : {}),
    ...(vat ? { VAT: vat } : {}),
    ...(returnUrl ? { ReturnUrl: returnUrl } : {}),
  };
}
