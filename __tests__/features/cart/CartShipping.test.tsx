import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runFor, clockPerTest } from '../../support/clock';
import { json } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';
import { clearCookies } from '../consent/helpers';
import { cart, currencies, salesTax } from './fixtures';
import { CartRouteAt, cartStore, K1, phoneViewport, serveCart, type Routes } from './harness';

const CITIES = '/api/v1/countries/1/cities/';

async function renderPage(extra: Routes = {}) {
  const server = serveCart({
    [`GET ${K1}`]: cart(),
    'GET /api/v1/currencyconverter/currencies': currencies,
    'GET /api/v1/salestaxes/currentcountry': salesTax,
    ...extra,
  });
  const store = await cartStore();
  renderWithProviders(<CartRouteAt store={store} />, { store, route: '/fr/shoppingcarts' });
  await screen.findByRole('heading', { name: 'Panier', level: 1 });
  const cityAsks = () =>
    server.calls.filter((r) => new URL(r.url).pathname.startsWith(CITIES)).map((r) => r.url);
  return { server, cityAsks };
}

const body = (request: Request | undefined) => request?.clone().json();
const combobox = () => screen.getByRole('combobox', { name: 'Code postal ou localité' });

beforeEach(() => {
  phoneViewport(false);
  document.cookie = 'vitrine.csrf=tok; path=/';
});
afterEach(() => clearCookies());

describe('postal code / city typeahead (K11, K7; 001 §5 "Validation rules", §8)', () => {
  clockPerTest();

  it('asks only from 4 characters, after the typing pause, and says when no city matches', async () => {
    const { cityAsks } = await renderPage({
      [`GET ${CITIES}9999`]: {},
    });
    fireEvent.change(combobox(), { target: { value: '999' } });
    // The typing pause passes (and more): nothing is asked below 4 characters.
    await runFor(500);
    expect(cityAsks()).toEqual([]);
    fireEvent.change(combobox(), { target: { value: '9999' } });
    expect(await screen.findByText('Aucune localité ne correspond.')).toBeInTheDocument();
    expect(cityAsks()).toEqual([`http://localhost${CITIES}9999`]);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the matches in a listbox and sends the chosen one with K7', async () => {
    const { server } = await renderPage({
      [`GET ${CITIES}1050`]: { '5': '1050 Ixelles', '4': '1050 Elsene' },
      'POST /api/v1/shoppingcarts/city': cart({
        City: { Id: 4, PostalCode: '1050', Name: 'Elsene' },
        Version: 2,
      }),
    });
    fireEvent.change(combobox(), { target: { value: '1050' } });
    const list = await screen.findByRole('listbox', { name: 'Code postal ou localité' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1050 Elsene', '1050 Ixelles']);
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox()).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[0]!.id,
    );
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    await waitFor(() =>
      expect(server.requests('POST', '/api/v1/shoppingcarts/city')).toHaveLength(1),
    );
    expect(await body(server.requests('POST', '/api/v1/shoppingcarts/city')[0])).toEqual({
      CityId: 4,
    });
    expect(combobox()).toHaveValue('1050 Elsene');
    expect(list).not.toBeVisible();
  });
});

describe('shipping choices and sales-tax country (K4, K5, P11)', () => {
  it('sends the shipping method (K4) and the shipping country (K5), each refreshing the cart', async () => {
    const { server } = await renderPage({
      'POST /api/v1/shoppingcarts/shippingmethods': cart({ ShippingMethodId: 2, Version: 2 }),
      'POST /api/v1/shoppingcarts/shippingcountries': cart({ ShippingCountryId: 2, Version: 3 }),
    });
    const pickup = screen.getByRole('radio', { name: 'Retrait en magasin Gratuit' });
    expect(screen.getByRole('radio', { name: 'bpost à domicile 4,95 €' })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'bpost à domicile 4,95 €' }),
    ).toHaveAccessibleDescription('Livré en 48 h.');
    fireEvent.click(pickup);
    expect(pickup).toBeChecked();
    await waitFor(() => expect(server.requests('GET', K1)).toHaveLength(2));
    expect(await body(server.requests('POST', '/api/v1/shoppingcarts/shippingmethods')[0])).toEqual(
      { ShippingMethodId: 2 },
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Pays de livraison' }), {
      target: { value: 'FR' },
    });
    await waitFor(() => expect(server.requests('GET', K1)).toHaveLength(3));
    expect(
      await body(server.requests('POST', '/api/v1/shoppingcarts/shippingcountries')[0]),
    ).toEqual({ CountryCode: 'FR' });
  });

  it('tells a refused shipping country beside the select and keeps the current one', async () => {
    await renderPage({
      'POST /api/v1/shoppingcarts/shippingcountries': () =>
        json(400, { message: 'Nous ne livrons pas dans ce pays (FR).' }),
    });
    const select = screen.getByRole('combobox', { name: 'Pays de livraison' });
    fireEvent.change(select, { target: { value: 'FR' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nous ne livrons pas dans ce pays (FR).',
    );
    expect(select).toHaveValue('BE');
  });

  it('puts the sales-tax country (P11) and refreshes the cart', async () => {
    const { server } = await renderPage({
      'PUT /api/v1/salestaxes/currentcountry': { ...salesTax, CurrentCountry: 'FR', VatRate: 20 },
    });
    const select = await screen.findByRole('combobox', { name: 'Pays de TVA' });
    expect(select).toHaveValue('BE');
    fireEvent.change(select, { target: { value: 'FR' } });
    await waitFor(() => expect(server.requests('GET', K1)).toHaveLength(2));
    expect(await body(server.requests('PUT', '/api/v1/salestaxes/currentcountry')[0])).toEqual({
      currentCountry: 'FR',
    });
  });
});
