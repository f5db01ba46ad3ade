import { jest } from '@jest/globals';

export type Route = (
  url: URL,
  init: RequestInit | undefined,
  request: Request,
) => Response | Promise<Response>;

/** Replaces window.fetch with a router of canned answers; records every request. */
export function mockFetch(route: Route) {
  const calls: Request[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request
        ? input
        : new Request(new URL(String(input), 'http://localhost'), init);
    calls.push(request);
    return route(new URL(request.url), init, request);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
