import { AccountPage } from '@features/account/AccountPage';

/** /{culture}/account */
export function Component() {
  return <AccountPage />;
}
