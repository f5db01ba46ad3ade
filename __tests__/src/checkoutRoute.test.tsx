import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { checkoutApi } from '@api/checkout';
import { pickerArgs } from '@features/checkout/pickerArgs';
import { setupStore } from '@store/index';
import { route } from '../../src/pages/CheckoutRoute';
import { json } from '../support/fetchMock';
import { loadFrench, mockServer } from '../features/account/helpers';
import { defaultHandlers } from '../features/checkout/harness';
import { cart } from '../features/checkout/fixtures';

afterEach(cleanup);

function serve(over: ReturnType<typeof defaultHandlers> = {}) {
  const handlers = { ...defaultHandlers(), ...over };
  return mockServer((url, _init, request) => {
    const handler = handlers[`${request.method} ${url.pathname}`];
    return handler ? handler(url, request) : json(404, { message: `no ${url.pathname}` });
  });
}

const loaderArgs = (signal = new AbortController().signal) => ({
  params: { culture: 'fr' },
  request: new Request('http://localhost/fr/shoppingcarts/checkout', { signal }),
});

describe('the checkout route', () => {
  it('loads the cart and both address pickers before the page is shown, so it is drawn once, whole', async () => {
    const server = serve();
    const store = setupStore();
    await loadFrench(store);
    const { Component, loader } = route(store);
    await loader(loaderArgs());
    const { billing, shipping } = pickerArgs('fr', cart());
    expect(
      checkoutApi.endpoints.getAddressPicker.select(billing)(store.getState()).data,
    ).toBeDefined();
    expect(
      checkoutApi.endpoints.getAddressPicker.select(shipping)(store.getState()).data,
    ).toBeDefined();
    const calls = server.calls.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/fr/shoppingcarts/checkout']}>
          <Routes>
            <Route path="/:culture/shoppingcarts/checkout" element={<Component />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    // The first render has the form: no placeholder while the pickers are asked for.
    expect(screen.getByRole('radio', { name: /Rue Haute 12/ })).toBeInTheDocument();
    expect(server.calls.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(calls);
  });

  it('asks for no picker for an empty cart, nor once a newer navigation aborted the load', async () => {
    const pickerCalls = (calls: Request[]) =>
      calls.filter((r) => r.url.includes('DeliveryAddressPicker'));
    const emptyServer = serve({
      'GET /api/v1/shoppingcarts': () => json(200, cart({ Items: [], ItemsCount: 0 })),
    });
    const store = setupStore();
    await loadFrench(store);
    await route(store).loader(loaderArgs());
    expect(emptyServer.calls.some((r) => r.url.includes('/api/v1/shoppingcarts'))).toBe(true);
    expect(pickerCalls(emptyServer.calls)).toEqual([]);

    const server = serve();
    const other = setupStore();
    await loadFrench(other);
    const aborted = new AbortController();
    aborted.abort();
    await route(other).loader(loaderArgs(aborted.signal));
    expect(pickerCalls(server.calls)).toEqual([]);
  });
});
