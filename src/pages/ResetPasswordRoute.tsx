import { ResetPasswordPage } from '@features/account/ResetPasswordPage';

/** /{culture}/security/resetpassword?token=… (A4) */
export function Component() {
  return <ResetPasswordPage />;
}
