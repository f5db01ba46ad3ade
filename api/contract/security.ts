import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX, PASSWORD_MAX, RETURN_URL_MAX } from '../../rules/securityLimits';

/** S6 (Accept: application/json): what the login modal needs besides the translated labels. */
export const LoginPage = Type.Object({
  Culture: Type.String(),
  Title: Type.String(),
  /** Why the modal opened ("you must be logged in to continue"). */
  Intro: Type.String(),
  /** Same-site path below /{culture}/ (with the app base) to load after login. */
  ReturnUrl: Type.String(),
  /** Where the form posts (ours: the login call). */
  Action: Type.String(),
});
export type LoginPage = Static<typeof LoginPage>;

export const LoginRequest = Type.Object(
  {
    Email: Type.String({ minLength: 1, maxLength: EMAIL_MAX }),
    Password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
    ReturnUrl: Type.Optional(Type.String({ maxLength: RETURN_URL_MAX })),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

// The login's answer (LoginAnswer) and the customer (AccountCustomer) are in ./account.
