import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import configureMockStore from 'redux-mock-store';
import { baseQuery } from '@api/baseApi';
import { errorDialogOpened, loginRequired } from '@base/uiSlice';
import { json, mockFetch } from '../support/fetchMock';

type Api = Parameters<typeof baseQuery>[1];
const mockStore = configureMockStore<Record<string, never>>([]);

function apiFor(
  store: ReturnType<typeof mockStore>,
  type: 'query' | 'mutation' = 'query',
  signal = new AbortController().signal,
): Api {
  return {
    signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type,
  } as unknown as Api;
}

describe('baseQuery error catalogue (spec 000 §8 "Error catalogue")', () => {
  let store: ReturnType<typeof mockStore>;
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  beforeEach(() => {
    store = mockStore({});
    info.mockClear();
    warn.mockClear();
    window.history.replaceState(null, '', '/fr/about?x=1');
  });
  afterEach(() => {
    window.__VITRINE__ = undefined;
  });

  it('401 opens the login modal with the current page as return URL', async () => {
    mockFetch(() => json(401, { message: 'login' }));
    const result = await baseQuery('{app}/api/v1/private', apiFor(store), {});
    expect(result.error?.status).toBe(401);
    expect(store.getActions()).toEqual([loginRequired({ returnUrl: '/fr/about?x=1' })]);
  });

  it('404 is only logged to the console', async () => {
    mockFetch(() => json(404, { message: 'nope' }));
    await baseQuery('{app}/api/v1/missing', apiFor(store), {});
    expect(store.getActions()).toEqual([]);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('404 /api/v1/missing'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('status 0 (network failure or abort) only warns', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await baseQuery('{app}/api/v1/offline', apiFor(store), {});
    expect(result.error?.status).toBe('FETCH_ERROR');
    expect(store.getActions()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/api/v1/offline'));
  });

  it('a call aborted while its body is read (a newer navigation) opens no dialog', async () => {
    const abort = new AbortController();
    // Headers came (200), then the caller gave up: reading the body fails with AbortError.
    mockFetch(() => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"Items":['));
          abort.abort();
          stream.error(new DOMException('The operation was aborted.', 'AbortError'));
        },
      });
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    });
    const result = await baseQuery('{app}/fr/catalog', apiFor(store, 'query', abort.signal), {});
    expect(result.error?.status).toBe('PARSING_ERROR');
    expect(store.getActions()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('aborted: /fr/catalog'));
  });

  it('500 shows the translated unknown-error modal', async () => {
    mockFetch(() => json(500, { message: 'boom' }));
    await baseQuery('{app}/api/v1/broken', apiFor(store), {});
    expect(store.getActions()).toEqual([
      errorDialogOpened({ messageKey: 'Manager.UnknowsErrors', titleKey: 'Core.Error' }),
    ]);
  });

  it('any other status (400, 503) gets the same modal, unless the feature handles it', async () => {
    mockFetch(() => json(400, { message: 'bad' }));
    await baseQuery('/x', apiFor(store), {});
    await baseQuery('/x', apiFor(store), { handledStatuses: [400] });
    expect(store.getActions()).toHaveLength(1);
  });

  it('resolves {app} and {site} from the runtime config', async () => {
    window.__VITRINE__ = { appBase: '/shop', siteBase: 'http://localhost/site' };
    const { calls } = mockFetch(() => json(200, {}));
    await baseQuery('{app}/api/v1/a', apiFor(store), {});
    await baseQuery('{site}/widget/b', apiFor(store), {});
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/shop/api/v1/a', '/site/widget/b']);
  });

  it('sends the CSRF header on state-changing calls only', async () => {
    document.cookie = 'vitrine.csrf=tok123; path=/';
    const { calls } = mockFetch(() => json(200, {}));
    await baseQuery(
      { url: '/api/v1/a', method: 'POST', body: { a: 1 } },
      apiFor(store, 'mutation'),
      {},
    );
    await baseQuery('/api/v1/a', apiFor(store), {});
    expect(calls[0]?.headers.get('X-CSRF-Token')).toBe('tok123');
    expect(calls[1]?.headers.get('X-CSRF-Token')).toBeNull();
  });
});
