import { SecurityPage } from '@features/account/area/security/SecurityPage';

/** /{culture}/account/security */
export function Component() {
  return <SecurityPage />;
}
