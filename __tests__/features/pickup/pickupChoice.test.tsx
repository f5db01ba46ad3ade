import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../support/render';
import { clearCookies } from '../consent/helpers';
import { currencies, salesTax } from '../cart/fixtures';
import { CartRouteAt, cartStore, K1, phoneViewport, serveCart } from '../cart/harness';
import { chosen, pickupCart, view } from './fixtures';
import { M2, M5 } from './harness';

async function renderCart(cart = pickupCart()) {
  const server = serveCart({
    [`GET ${K1}`]: cart,
    'GET /api/v1/currencyconverter/currencies': currencies,
    'GET /api/v1/salestaxes/currentcountry': salesTax,
    [`GET ${M2}`]: view(),
    [`GET ${M5}`]: { Key: 'GoogleFrontAPIKey', Value: '' },
  });
  const store = await cartStore();
  renderWithProviders(<CartRouteAt store={store} />, { store, route: '/fr/shoppingcarts' });
  await screen.findByRole('heading', { name: 'Panier', level: 1 });
  return server;
}

beforeEach(() => {
  phoneViewport(false);
  document.cookie = 'vitrine.csrf=tok; path=/';
});
afterEach(() => clearCookies());

describe('the chosen pickup point in the cart (001 §2, §4)', () => {
  it('says no point is chosen yet under a pickup method, and offers to choose one', async () => {
    await renderCart();
    const choice = screen.getByTestId('pickup-choice');
    expect(
      within(choice).getByText('Aucun point d’enlèvement choisi pour l’instant.'),
    ).toBeVisible();
    expect(
      within(choice).getByRole('button', { name: 'Choisir un point d’enlèvement' }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows the chosen point, its hours line by line, and Change', async () => {
    await renderCart(pickupCart({ PickupPoint: chosen }));
    const choice = screen.getByTestId('pickup-choice');
    expect(within(choice).getByText(chosen.Summary)).toBeVisible();
    expect(within(choice).getByText('Lu-Ve 9:00-18:00')).toBeVisible();
    expect(within(choice).getByText('Sa 9:00-13:00')).toBeVisible();
    expect(
      within(choice).getByRole('button', { name: 'Changer de point d’enlèvement' }),
    ).toBeVisible();
  });

  it('shows nothing of pickup for a method that is not a pickup one', async () => {
    await renderCart(pickupCart({ PickupPoint: chosen }, false));
    expect(screen.queryByTestId('pickup-choice')).toBeNull();
  });

  it('opens the modal with the method, its carrier, the country and the point’s place (M2 query)', async () => {
    const server = await renderCart(pickupCart({ PickupPoint: chosen }));
    fireEvent.click(screen.getByRole('button', { name: 'Changer de point d’enlèvement' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sélectionnez un point d’enlèvement' }),
    ).toBeInTheDocument();
    const asked = new URL(server.requests('GET', M2)[0]!.url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      shippingMethodId: '3',
      carrierGatewayId: '1',
      countryId: '1',
      postCode: '1000',
      city: 'Bruxelles',
    });
  });
});
