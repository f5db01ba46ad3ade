import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CouponWidget } from '@features/coupons/CouponWidget';
import { selectNotices } from '@base/uiSlice';
import { json } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';
import { clearCookies } from '../consent/helpers';
import { cart, coupons } from '../cart/fixtures';
import { cartStore, K1, serveCart, settle, type Routes } from '../cart/harness';
import { cartApi } from '@api/cart';

const P1 = '/api/v1/shoppingcarts/coupon';

async function renderWidget(
  routes: Routes,
  coupon: Parameters<typeof CouponWidget>[0]['coupon'] = null,
) {
  const server = serveCart({ [`GET ${K1}`]: cart(), ...routes });
  const store = await cartStore();
  // The cart page holds the cart: a coupon change refreshes it.
  await store.dispatch(cartApi.endpoints.getCart.initiate({ culture: 'fr' }));
  const view = renderWithProviders(<CouponWidget coupon={coupon} currencyCode="EUR" />, {
    store,
  });
  return { server, store, view };
}

const field = () => screen.getByRole('textbox', { name: 'Code promo' });
const body = (request: Request | undefined) => request?.clone().json();

beforeEach(() => {
  document.cookie = 'vitrine.csrf=tok; path=/';
});
afterEach(() => clearCookies());

describe('coupon widget (P1, P2, P4; 001 §4 "States and transitions", §5, §8)', () => {
  it('does nothing with an empty or blank code', async () => {
    const { server } = await renderWidget({ [`POST ${P1}`]: true });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.submit(field());
    await settle();
    expect(server.requests('POST', P1)).toHaveLength(0);
  });

  it('applies on the form’s submit (Enter in the field); true → success notice, then the cart refreshes', async () => {
    const { server } = await renderWidget({ [`POST ${P1}`]: true });
    fireEvent.change(field(), { target: { value: ' BIENVENUE10 ' } });
    fireEvent.submit(field());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Le code promo a été appliqué à votre panier.',
    );
    expect(await body(server.requests('POST', P1)[0])).toEqual({ CouponCode: 'BIENVENUE10' });
    await waitFor(() => expect(server.requests('GET', K1)).toHaveLength(2));
    expect(field()).toHaveValue('');
  });

  it('false → error notice titled coupons with CouponCodes.NoCouponAvailable', async () => {
    await renderWidget({ [`POST ${P1}`]: false });
    fireEvent.change(field(), { target: { value: 'PERIME' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Codes promo')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Ce code promo n’est pas valable pour votre panier.');
    expect(field()).toHaveValue('PERIME');
  });

  it('a refusal goes away with a change of currency, or when another code is typed (issue 20)', async () => {
    const { view } = await renderWidget({ [`POST ${P1}`]: false });
    fireEvent.change(field(), { target: { value: 'PERIME' } });
    fireEvent.submit(field());
    await screen.findByRole('alert');
    view.rerender(<CouponWidget coupon={null} currencyCode="USD" />);
    expect(screen.queryByRole('alert')).toBeNull();
    view.rerender(<CouponWidget coupon={null} currencyCode="EUR" />);
    fireEvent.submit(field());
    await screen.findByRole('alert');
    fireEvent.change(field(), { target: { value: 'PERIME2' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed call → growl “A error has occurred”, no error dialog', async () => {
    const { store } = await renderWidget({ [`POST ${P1}`]: () => json(500, { message: 'boom' }) });
    fireEvent.change(field(), { target: { value: 'BIENVENUE10' } });
    fireEvent.submit(field());
    await waitFor(() => expect(selectNotices(store.getState())).toHaveLength(1));
    expect(selectNotices(store.getState())[0]).toMatchObject({
      level: 'danger',
      messageKey: 'Manager.AErrorHasOccurred',
    });
    expect(store.getState().ui.dialog).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes the applied coupon with P2, then the cart refreshes', async () => {
    const { server } = await renderWidget(
      { [`DELETE ${P1}`]: true },
      {
        CouponCode: 'BIENVENUE10',
        Description: '10 % sur tout',
        DiscountHtml: '−11,99 €',
        Unavailable: null,
      },
    );
    expect(screen.getByText('Code BIENVENUE10 appliqué – 10 % sur tout')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le code BIENVENUE10' }));
    await waitFor(() => expect(server.requests('GET', K1)).toHaveLength(2));
    expect(server.requests('DELETE', P1)).toHaveLength(1);
  });

  it('lists the available coupons (P4) in a modal whose Apply button applies that code', async () => {
    const { server } = await renderWidget({
      'GET /widget/couponcodes/list': coupons,
      [`POST ${P1}`]: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Voir les codes disponibles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Codes promo disponibles' });
    expect(await within(dialog).findByText('Dès 50,00 € d’achat')).toBeInTheDocument();
    expect(within(dialog).getByText('Valable jusqu’au 31 décembre 2026')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer ETE5' }));
    await waitFor(() => expect(server.requests('POST', P1)).toHaveLength(1));
    expect(await body(server.requests('POST', P1)[0])).toEqual({ CouponCode: 'ETE5' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('status')).toHaveTextContent('Le code promo a été appliqué');
  });

  it('says why a coupon kept on the cart takes nothing off (its usage rules)', async () => {
    await renderWidget(
      {},
      {
        CouponCode: 'BIENVENUE10',
        Description: '10 % sur votre première commande',
        DiscountHtml: '0,00 €',
        Unavailable: 'firstOrder',
      },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ce code promo est réservé à une première commande.',
    );
    // It can be taken off like any other.
    expect(screen.getByRole('button', { name: 'Retirer le code BIENVENUE10' })).toBeEnabled();
  });
});
