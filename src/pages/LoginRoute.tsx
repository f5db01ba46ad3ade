import { LoginPage } from '@features/account/LoginPage';

/** /{culture}/security/login: the login page as a page (S6 loaded as a document). */
export function Component() {
  return <LoginPage />;
}
