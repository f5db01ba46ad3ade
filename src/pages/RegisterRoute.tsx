import { RegisterPage } from '@features/account/RegisterPage';

/** /{culture}/security/register?returnUrl=… (A3) */
export function Component() {
  return <RegisterPage />;
}
