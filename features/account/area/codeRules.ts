import { string } from 'yup';
import { TOTP_DIGITS } from '@rules/account';
import { formMessages } from '@base/forms/rules';

/** An authenticator app's current code: the digits only (spaces typed in the middle dropped). */
export const totpCode = () =>
  string()
    .transform((value: string) => value.replace(/\s/g, ''))
    .required(formMessages.required)
    .matches(new RegExp(`^[0-9]{${TOTP_DIGITS}}$`), 'AccountArea.CodeFormat');

/** The attributes of a code input: digits keyboard, the OS offers a code it received. */
export const codeInputProps = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: TOTP_DIGITS + 2,
} as const;

/** The code as the server takes it. */
export const cleanCode = (text: string) => text.replace(/\s/g, '');
