/** What other features may use of the account: the login modal's return URL, the sign-in hint. */
export { toReturnUrl } from './returnUrl';
export { isSignedInHint, rememberSignedIn } from './sessionHint';
