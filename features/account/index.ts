/** What other features may use of the account: the login modal's return URL. */
export { toReturnUrl } from './returnUrl';
