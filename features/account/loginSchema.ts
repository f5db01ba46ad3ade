import { object, string } from 'yup';
import { EMAIL_MAX, PASSWORD_MAX } from '@rules/securityLimits';

/** Messages are string-resource keys; the form translates them when it shows them. */
export const loginMessages = {
  emailRequired: 'Security.EmailRequired',
  emailInvalid: 'Security.EmailInvalid',
  passwordRequired: 'Security.PasswordRequired',
} as const;

/** Spec 000 §5 "Validation rules": the e-mail is trimmed, then matched against a standard address pattern. */
export const emailRule = () =>
  string()
    .trim()
    .required(loginMessages.emailRequired)
    .email(loginMessages.emailInvalid)
    .max(EMAIL_MAX, loginMessages.emailInvalid);

export const loginSchema = object({
  Email: emailRule(),
  Password: string().required(loginMessages.passwordRequired).max(PASSWORD_MAX),
});

export interface LoginValues {
  Email: string;
  Password: string;
}
