import { TwoFactorPage } from '@features/account/TwoFactorPage';

/** /{culture}/security/twofactorhome?returnUrl=… (A1's second step) */
export function Component() {
  return <TwoFactorPage />;
}
