import { AddressBookPage } from '@features/account/area/addresses/AddressBookPage';

/** /{culture}/account/addresses */
export function Component() {
  return <AddressBookPage />;
}
