import { VerifyEmailPage } from '@features/account/VerifyEmailPage';

/** /{culture}/security/verifyemail?token=… (A3) */
export function Component() {
  return <VerifyEmailPage />;
}
