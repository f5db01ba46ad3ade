import { beforeEach, describe, expect, it } from '@jest/globals';
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api } from '@api/baseApi';
import { ProductPage } from '@features/product/ProductPage';
import { analyticsEvent, cartChanged } from '@base/events';
import { addAnalyticsListeners } from '@features/analytics/listeners';
import { addCartListeners } from '@features/cart/listeners';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { installMatchMedia, productPage, variantModel, variation, widgetAnswer } from './fixtures';

const ADD = '/api/v1/catalog/products/addtocart';

/** A query that provides the Cart tag: it runs again when something invalidates the cart. */
let cartReads = 0;
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    cartProbe: build.query<number, void>({
      queryFn: () => ({ data: ++cartReads }),
      providesTags: ['Cart'],
    }),
  }),
});

async function renderPage(answer: () => Response, page = productPage()) {
  const server = mockServer((url) => {
    if (url.pathname === ADD) return answer();
    if (url.pathname === '/api/v1/catalog/products/7/productvariants') {
      return json(200, variation(3, 18, { Quantity: Number(url.searchParams.get('Quantity')) }));
    }
    return widgetAnswer(url) ?? json(404, { message: 'not here' });
  });
  // The cart listener turns cartChanged into the one cart refetch (the producer knows no reader).
  const store = setupStore(undefined, {
    listeners: (startAppListening) => {
      addAnalyticsListeners(startAppListening);
      addCartListeners(startAppListening);
    },
  });
  await loadFrench(store);
  const seen: UnknownAction[] = [];
  store.dispatch(
    addListener({ predicate: () => true, effect: (action) => void seen.push(action) }),
  );
  store.dispatch(probeApi.endpoints.cartProbe.initiate());
  await waitFor(() => expect(cartReads).toBeGreaterThan(0));
  renderWithProviders(<ProductPage page={page} />, { store });
  const adds = () => server.calls.filter((r) => new URL(r.url).pathname === ADD);
  return { store, seen, adds };
}

const button = () => screen.getByRole('button', { name: 'Ajouter au panier' });

describe('add to cart (C6, 001 §4 "States and transitions")', () => {
  beforeEach(() => {
    installMatchMedia();
    cartReads = 0;
    document.cookie = 'vitrine.csrf=tok; path=/';
  });

  it('says "1 article" in the singular (issue 20 saw "1 articles")', async () => {
    await renderPage(() =>
      json(200, { ItemsCount: 1, AmountTaxInclHtml: '59,95 €', AmountTaxExclHtml: '49,55 €' }),
    );
    fireEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ajouté au panier (1 article dans le panier).',
    );
  });

  it('sends the variant, quantity, name and origin, then the analytics event and the cart broadcast', async () => {
    const { seen, adds } = await renderPage(() =>
      json(200, { ItemsCount: 3, AmountTaxInclHtml: '179,85 €', AmountTaxExclHtml: '148,64 €' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    fireEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Ajouté au panier (3 articles dans le panier).',
    );
    const request = adds()[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers.get('X-CSRF-Token')).toBe('tok');
    expect(request.headers.get('Accept-Language')).toBe('fr');
    expect(await request.clone().json()).toEqual({
      ProductVariantId: 101,
      Quantity: 2,
      Name: 'Robe Ostende en lin',
      ItemOrigin: 'Catalog',
    });
    const analytics = seen.filter(analyticsEvent.match);
    expect(analytics.map((a) => a.payload)).toEqual([
      {
        event: 'add_to_cart',
        name: 'Robe Ostende en lin',
        id: 7,
        sku: 'VT000007-NAVY-S',
        price: 59.95,
        brand: 'Atelier Meir',
        category: 'Robes',
        quantity: 2,
        currency: 'EUR',
      },
    ]);
    expect(seen.filter(cartChanged.match).map((a) => a.payload)).toEqual([
      { reason: 'itemAdded', productVariantId: 101, quantity: 2 },
    ]);
    // The analytics event comes before the cart broadcast (001 §4 "States and transitions" order).
    expect(seen.indexOf(analytics[0]!)).toBeLessThan(seen.findIndex(cartChanged.match));
    // The Cart tag was invalidated: what shows the cart reads it again.
    await waitFor(() => expect(cartReads).toBe(2));
  });

  it('keeps the focus on the button while sending; a second press sends nothing (issue 20)', async () => {
    let release: (response: Response) => void = () => undefined;
    const { adds } = await renderPage(
      () => new Promise<Response>((resolve) => (release = resolve)) as unknown as Response,
    );
    button().focus();
    fireEvent.click(button());
    await waitFor(() => expect(button()).toHaveAttribute('aria-busy', 'true'));
    // A disabled button would drop the focus (the dialog could not give it back).
    expect(button()).toBeEnabled();
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(button());
    fireEvent.click(button());
    release(
      json(200, { ItemsCount: 1, AmountTaxInclHtml: '59,95 €', AmountTaxExclHtml: '49,55 €' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Ajouté au panier');
    expect(adds()).toHaveLength(1);
  });

  it('tells a refusal beside the button and broadcasts nothing', async () => {
    const { store, seen } = await renderPage(() =>
      json(409, { message: 'Ce produit est épuisé.' }),
    );
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce produit est épuisé.');
    expect(seen.some(analyticsEvent.match)).toBe(false);
    expect(seen.some(cartChanged.match)).toBe(false);
    // Handled here: the catalogue's error dialog stays closed.
    expect(store.getState().ui.dialog).toBeNull();
    expect(cartReads).toBe(1);
  });

  it('offers the back-in-stock request instead when the variant is out of stock', async () => {
    const out = variantModel({
      Stock: { InStock: false, Quantity: 0, AvailabilityText: 'Épuisé' },
    });
    await renderPage(() => json(500, {}), productPage({ ProductVariantViewModel: out }));
    expect(button()).toBeDisabled();
    expect(screen.getByText('Épuisé')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'M’avertir du retour en stock' }),
    ).toBeInTheDocument();
  });
});
