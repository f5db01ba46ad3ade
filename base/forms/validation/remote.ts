import { CSRF_COOKIE, CSRF_HEADER } from '@api/baseApi';
import { resolveUrl } from '@base/runtimeConfig';
import type { RemoteRequest } from '@rules/validation/remote';

/** What asks a remote rule's URL: its answer's JSON (tests give their own). */
export type FetchRemote = (request: RemoteRequest) => Promise<unknown>;

function cookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

/**
 * The browser's ask: same-site with the session cookie; a POST carries the CSRF header as the
 * api/ endpoints' do. A non-JSON or failed answer throws (the caller decides what that means).
 */
export const fetchRemoteJson: FetchRemote = async ({ method, url, body }) => {
  const headers = new Headers({ Accept: 'application/json' });
  if (method === 'POST') {
    headers.set('Content-Type', 'application/json');
    const token = cookie(CSRF_COOKIE);
    if (token) headers.set(CSRF_HEADER, token);
  }
  const response = await fetch(resolveUrl(url), {
    method,
    headers,
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body }),
  });
  if (!response.ok) throw new Error(`remote rule: HTTP ${response.status} from ${url}`);
  return response.json();
};
