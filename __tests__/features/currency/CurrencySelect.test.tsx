import { beforeEach, afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@api/baseApi';
import { cartApi } from '@api/cart';
import { CurrencySelect } from '@features/currency/CurrencySelect';
import { FooterCurrency } from '@features/currency/FooterCurrency';
import { Notices } from '@src/shell/Notices';
import { cartChanged } from '@base/events';
import { json } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';
import { clearCookies } from '../consent/helpers';
import { cart, currencies } from '../cart/fixtures';
import { cartStore, K1, serveCart, settle, type Routes } from '../cart/harness';

const CHANGE = '/api/v1/currencyconverter/currency/changeto/USD';
const FORCE = `${CHANGE}/true`;
const LIST = '/api/v1/currencyconverter/currencies';
const warning = {
  ResponseCode: 'KO',
  ReasonType: 'warning',
  ReasonResourceKey: 'Currency.CartWillBeConverted',
};
const ok = { ResponseCode: 'OK', ReasonType: null, ReasonResourceKey: null };

/** A server whose current currency follows an accepted change, as the real one does. */
function serve(routes: Routes) {
  let current = 'EUR';
  return serveCart({
    [`GET ${K1}`]: cart(),
    [`GET ${LIST}`]: () => json(200, { ...currencies, Current: current }),
    ...Object.fromEntries(
      Object.entries(routes).map(([key, answer]) => [
        key,
        () => {
          const body =
            typeof answer === 'function' ? (answer as () => Response)() : json(200, answer);
          if ((answer as { ResponseCode?: string }).ResponseCode === 'OK') current = 'USD';
          return body;
        },
      ]),
    ),
  });
}

async function renderSelect(routes: Routes) {
  const server = serve(routes);
  const store = await cartStore();
  await store.dispatch(cartApi.endpoints.getCart.initiate({ culture: 'fr' }));
  renderWithProviders(
    <>
      <CurrencySelect />
      <Notices />
    </>,
    { store },
  );
  const select = await screen.findByRole('combobox', { name: 'Devise' });
  return { server, store, select };
}

beforeEach(() => {
  document.cookie = 'vitrine.csrf=tok; path=/';
});
afterEach(() => clearCookies());

describe('currency widget (P5; 001 §4 "States and transitions", §8)', () => {
  it('OK → the page’s data reloads: cart and currencies read again, the new currency shown', async () => {
    const { server, select } = await renderSelect({ [`POST ${CHANGE}`]: ok });
    expect(select).toHaveValue('EUR');
    fireEvent.change(select, { target: { value: 'USD' } });
    expect(select).toHaveValue('USD');
    await waitFor(() => expect(server.requests('GET', K1)).toHaveLength(2));
    await waitFor(() => expect(server.requests('GET', LIST)).toHaveLength(2));
    expect(select).toHaveValue('USD');
    expect(server.requests('POST', FORCE)).toHaveLength(0);
  });

  it('warning → cancel: nothing is sent again and the select goes back to the current currency', async () => {
    const { server, select } = await renderSelect({ [`POST ${CHANGE}`]: warning });
    fireEvent.change(select, { target: { value: 'USD' } });
    const dialog = await screen.findByRole('dialog', { name: 'Changer de devise' });
    expect(dialog).toHaveTextContent(
      'Les montants de votre panier seront affichés dans la nouvelle devise. Continuer ?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select).toHaveValue('EUR');
    await settle();
    expect(server.requests('POST', FORCE)).toHaveLength(0);
    expect(server.requests('GET', K1)).toHaveLength(1);
  });

  it('warning → force: the change is sent again with the force flag, then OK reloads', async () => {
    const { server, select } = await renderSelect({
      [`POST ${CHANGE}`]: warning,
      [`POST ${FORCE}`]: ok,
    });
    fireEvent.change(select, { target: { value: 'USD' } });
    const dialog = await screen.findByRole('dialog', { name: 'Changer de devise' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Changer quand même' }));
    await waitFor(() => expect(server.requests('POST', FORCE)).toHaveLength(1));
    await waitFor(() => expect(server.requests('GET', K1)).toHaveLength(2));
    await waitFor(() => expect(select).toHaveValue('USD'));
    expect(server.requests('POST', CHANGE)).toHaveLength(1);
  });

  it('anything else → an error growl titled with the translated ReasonResourceKey', async () => {
    const { server, select } = await renderSelect({
      [`POST ${CHANGE}`]: {
        ResponseCode: 'KO',
        ReasonType: 'error',
        ReasonResourceKey: 'Currency.Unknown',
      },
    });
    fireEvent.change(select, { target: { value: 'USD' } });
    expect(await screen.findByText('Cette devise n’est pas proposée.')).toBeInTheDocument();
    expect(screen.getByText('La devise n’a pas été changée.')).toBeInTheDocument();
    expect(select).toHaveValue('EUR');
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    expect(server.requests('GET', K1)).toHaveLength(1);
  });
});

describe('currency listener and footer widget', () => {
  it('a currency change refetches the catalog data on screen (Product tag) in place', async () => {
    let reads = 0;
    const probe = api.injectEndpoints({
      endpoints: (build) => ({
        pricedProbe: build.query<number, void>({
          queryFn: () => ({ data: ++reads }),
          providesTags: [{ type: 'Product', id: 'LIST' }],
        }),
      }),
    });
    serve({});
    const store = await cartStore();
    store.dispatch(probe.endpoints.pricedProbe.initiate());
    await waitFor(() => expect(reads).toBe(1));
    store.dispatch(cartChanged({ reason: 'couponChanged' }));
    await settle();
    expect(reads).toBe(1);
    store.dispatch(cartChanged({ reason: 'currencyChanged' }));
    await waitFor(() => expect(reads).toBe(2));
  });

  it('the footer shows the current currency and loads the select when asked', async () => {
    const server = serve({});
    const store = await cartStore();
    renderWithProviders(<FooterCurrency />, { store });
    expect(await screen.findByText('Devise : EUR')).toBeInTheDocument();
    expect(server.requests('GET', LIST)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Changer de devise' }));
    const select = await screen.findByRole('combobox', { name: 'Devise' });
    expect(select).toHaveFocus();
    expect(select).toHaveValue('EUR');
  });
});
