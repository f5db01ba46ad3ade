import { runtimeConfig } from '@base/runtimeConfig';

/*
 * Whether this browser logged in (ours). The session cookie is HTTP-only, so the page cannot see
 * it; asking the server on every page would cost every visitor a 401 (and a console error).
 * The hint is set by every login (password, two-factor step, registration), cleared when the
 * server says nobody is logged in and when a logoff link is followed. It only decides whether
 * the verification banner asks the server; the server's answer decides what is shown.
 */
const key = () => `vitrine.signedIn:${runtimeConfig().appBase}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy settings): the banner then never asks.
    return null;
  }
}

export function rememberSignedIn(): void {
  try {
    storage()?.setItem(key(), '1');
  } catch {
    // Full or refused: only the banner's question is lost.
  }
}

export function forgetSignedIn(): void {
  storage()?.removeItem(key());
}

export function isSignedInHint(): boolean {
  return storage()?.getItem(key()) === '1';
}
