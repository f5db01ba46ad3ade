import { LogoffPage } from '@features/account/LogoffPage';

/** /{culture}/security/logoff: the one-button page (a GET never logs off). */
export function Component() {
  return <LogoffPage />;
}
