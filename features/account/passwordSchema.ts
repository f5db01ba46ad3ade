import { ref, string } from 'yup';
import { passwordProblems } from '@rules/account';
import { PASSWORD_MAX } from '@rules/securityLimits';
import { formMessages } from '@base/forms/rules';

export const passwordMessages = {
  broken: 'PasswordRules.Broken',
  mismatch: 'PasswordRules.Mismatch',
} as const;

/**
 * A new password (000 §5 "Client-side form rules": minimum length and minimum count of
 * non-alphanumeric characters, rules/account.ts, the same function the server runs). Not
 * trimmed: a space is a character of the password.
 */
export const newPasswordRule = () =>
  string()
    .required(formMessages.required)
    .max(PASSWORD_MAX, formMessages.tooLong)
    .test('rules', passwordMessages.broken, (value) => !passwordProblems(value ?? '').length);

/** The same password typed again. */
export const confirmPasswordRule = (field: string) =>
  string()
    .required(formMessages.required)
    .oneOf([ref(field)], passwordMessages.mismatch);
