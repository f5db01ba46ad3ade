import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { addCartListeners } from '@features/cart/listeners';
import { addCheckoutListeners } from '@features/checkout/listeners';
import { CheckoutPage } from '@features/checkout/CheckoutPage';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from '../account/helpers';
import { cart, holidays, home, office, picker } from './fixtures';

// The app's own fan-out of cartChanged (store/listeners.ts registers it at boot): once per file.

/** Answers by "METHOD /path"; each gets the URL (query included) and the request. */
export type Handlers = Record<string, (url: URL, request: Request) => Response | Promise<Response>>;

export function defaultHandlers(): Handlers {
  return {
    'GET /api/v1/shoppingcarts': () => json(200, cart()),
    'GET /widget/DeliveryAddressPicker': (url) =>
      url.searchParams.get('type') === 'billing'
        ? json(200, picker('billing', [home, office], { SelectedAddressId: 11 }))
        : json(200, picker('shipping', [holidays, office], { SelectedAddressId: 21 })),
    'POST /api/v1/shoppingcarts/country': () => json(200, cart()),
    'POST /api/v1/shoppingcarts/shippingmethods': () => json(200, cart({ ShippingMethodId: 2 })),
    'POST /sandbox-pay/v1/payment-methods': () =>
      json(200, { PaymentMethodId: 'pm_test_1', Brand: 'visa', Last4: '4242' }),
    'POST /api/v1/checkout/orders': () =>
      json(201, {
        OrderId: 42,
        OrderNumber: 'VT-2026-000042',
        ConfirmationUrl: '/fr/shoppingcarts/confirmation/VT-2026-000042',
      }),
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export async function renderCheckout(over: Handlers = {}) {
  document.cookie = 'vitrine.csrf=tok; path=/';
  const handlers = { ...defaultHandlers(), ...over };
  const server = mockServer((url, _init, request) => {
    const handler = handlers[`${request.method} ${url.pathname}`];
    return handler ? handler(url, request) : json(404, { message: `no ${url.pathname}` });
  });
  const store = setupStore(undefined, {
    listeners: (startAppListening) => {
      addCartListeners(startAppListening);
      addCheckoutListeners(startAppListening);
    },
  });
  await loadFrench(store);
  const seen: UnknownAction[] = [];
  store.dispatch(addListener({ predicate: () => true, effect: (a) => void seen.push(a) }));
  renderWithProviders(
    <Routes>
      <Route path="/:culture/shoppingcarts/checkout" element={<CheckoutPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { store, route: '/fr/shoppingcarts/checkout' },
  );
  const callsTo = (method: string, path: string) =>
    server.calls.filter((r) => r.method === method && new URL(r.url).pathname === path);
  return { store, seen, calls: server.calls, callsTo };
}

/** The page is ready once the billing picker shows its addresses. */
export const ready = () => screen.findByRole('radio', { name: /Rue Haute 12/ });

export function type(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

export function fillCard(
  card: Partial<Record<'holder' | 'number' | 'expiry' | 'cvc', string>> = {},
) {
  type('Titulaire de la carte', card.holder ?? 'Sophie Peeters');
  type('Numéro de carte', card.number ?? '4242 4242 4242 4242');
  type('Date d’expiration (MM/AA)', card.expiry ?? '12/39');
  type('Code de sécurité (CVC)', card.cvc ?? '123');
}

export const acceptTerms = () =>
  fireEvent.click(
    screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }),
  );

export const submitButton = () =>
  screen.getByRole('button', { name: /Payer et commander|Paiement en cours/ });
