import { ForgotPasswordPage } from '@features/account/ForgotPasswordPage';

/** /{culture}/security/forgotpassword (A4) */
export function Component() {
  return <ForgotPasswordPage />;
}
