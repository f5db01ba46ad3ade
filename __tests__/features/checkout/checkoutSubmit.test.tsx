import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartChanged } from '@base/events';
import { json } from '../../support/fetchMock';
import { cart } from './fixtures';
import { acceptTerms, fillCard, ready, renderCheckout, submitButton } from './harness';

const TOKENIZE = '/sandbox-pay/v1/payment-methods';
const ORDERS = '/api/v1/checkout/orders';
const CART = '/api/v1/shoppingcarts';
const cardForm = () => screen.getByRole('group', { name: 'Paiement par carte' });

describe('checkout submit (K15, 001 §5 "Validation rules") and the card drop-in', () => {
  it('shows the loading state only once the form is valid', async () => {
    let release: (r: Response) => void = () => undefined;
    const { callsTo } = await renderCheckout({
      [`POST ${TOKENIZE}`]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    await ready();
    fireEvent.click(submitButton());
    // While an invalid form is being validated, and after: no loading state.
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAttribute('aria-busy');
    expect(
      await screen.findByText('Acceptez les conditions générales de vente pour commander.'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAttribute('aria-busy');
    expect(submitButton()).toHaveTextContent('Payer et commander');
    // The first field in error has the focus.
    expect(screen.getByLabelText('Titulaire de la carte')).toHaveFocus();
    expect(callsTo('POST', TOKENIZE)).toHaveLength(0);

    fillCard();
    acceptTerms();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Paiement en cours…');
    release(json(200, { PaymentMethodId: 'pm_test_1', Brand: 'visa', Last4: '4242' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/fr/shoppingcarts/confirmation/VT-2026-000042',
    );
  });

  it('waits while a cart change is on its way: the totals the shopper pays are those shown', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { callsTo } = await renderCheckout({
      'POST /api/v1/shoppingcarts/shippingmethods': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    await ready();
    fillCard();
    acceptTerms();
    fireEvent.click(screen.getByRole('radio', { name: /Coursier/ }));
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveAccessibleDescription('Mise à jour des montants…');
    fireEvent.click(submitButton());
    expect(callsTo('POST', TOKENIZE)).toHaveLength(0);
    answer(json(200, cart({ ShippingMethodId: 2 })));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).not.toHaveAttribute('aria-describedby');
  });

  it('checks the card before the provider: brand as typed, Luhn, expiry, CVC', async () => {
    const { callsTo } = await renderCheckout();
    await ready();
    fillCard({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' });
    expect(within(cardForm()).getByText('Carte Visa')).toBeInTheDocument();
    acceptTerms();
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('Ce numéro de carte n’est pas valide : vérifiez les chiffres.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cette carte est expirée.')).toBeInTheDocument();
    expect(screen.getByText(/Le code de sécurité compte 3 chiffres/)).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro de carte')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Date d’expiration (MM/AA)'), {
      target: { value: '13/30' },
    });
    expect(
      await screen.findByText('Indiquez le mois et l’année au format MM/AA.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', TOKENIZE)).toHaveLength(0);
    expect(submitButton()).not.toHaveAttribute('aria-busy');
  });

  it('a declined card: the provider’s message beside the card form, the form kept', async () => {
    const { callsTo, seen } = await renderCheckout({
      [`POST ${ORDERS}`]: () => json(402, { message: 'Votre banque a refusé ce paiement.' }),
    });
    await ready();
    fillCard();
    acceptTerms();
    fireEvent.click(submitButton());
    const alert = await within(cardForm()).findByRole('alert');
    expect(alert).toHaveTextContent('Votre banque a refusé ce paiement.');
    expect(screen.getByLabelText('Numéro de carte')).toHaveValue('4242 4242 4242 4242');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(callsTo('POST', ORDERS)).toHaveLength(1);
    expect(seen.some(cartChanged.match)).toBe(false);
  });

  it('a cart changed meanwhile (409): a notice, and the summary reads the cart again', async () => {
    const { callsTo, seen } = await renderCheckout({
      [`POST ${ORDERS}`]: () => json(409, { message: 'Votre panier a changé entre-temps.' }),
    });
    await ready();
    fillCard();
    acceptTerms();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Votre panier a changé entre-temps.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(seen.filter(cartChanged.match).map((a) => a.payload)).toEqual([{ reason: 'other' }]);
    await waitFor(() => expect(callsTo('GET', CART)).toHaveLength(2));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('pays: the card goes to the provider only, K15 gets its token and the cart version', async () => {
    const { callsTo, seen } = await renderCheckout();
    await ready();
    fillCard();
    acceptTerms();
    fireEvent.click(submitButton());
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/fr/shoppingcarts/confirmation/VT-2026-000042',
    );
    const card = callsTo('POST', TOKENIZE)[0]!;
    expect(await card.clone().json()).toEqual({
      CardNumber: '4242424242424242',
      ExpiryMonth: 12,
      ExpiryYear: 2039,
      Cvc: '123',
      HolderName: 'Sophie Peeters',
      // Prefilled from the chosen billing address.
      BillingAddress: 'Rue Haute 12, 1000 Bruxelles, Belgique',
    });
    const order = callsTo('POST', ORDERS)[0]!;
    expect(order.headers.get('X-CSRF-Token')).toBe('tok');
    // One key per attempt: a repeated request finds its order instead of paying again.
    expect(order.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    const body = await order.clone().text();
    expect(JSON.parse(body)).toEqual({
      BillingAddressId: 11,
      SameAddressForShipping: true,
      ShippingMethodId: 1,
      PaymentMethodId: 'pm_test_1',
      AcceptTerms: true,
      CartVersion: 7,
      culture: 'fr',
    });
    expect(body).not.toContain('4242');
    expect(seen.filter(cartChanged.match).map((a) => a.payload)).toEqual([
      { reason: 'orderPlaced' },
    ]);
  });

  it('a second submit of a cart already paid (409 with its number): the confirmation of that order', async () => {
    const { callsTo } = await renderCheckout({
      [`POST ${ORDERS}`]: () =>
        json(409, {
          message: 'Ce panier a déjà été commandé et payé : c’est la commande VT-2026-000041.',
          OrderNumber: 'VT-2026-000041',
          ConfirmationUrl: '/fr/shoppingcarts/confirmation/VT-2026-000041',
        }),
    });
    await ready();
    fillCard();
    acceptTerms();
    fireEvent.click(submitButton());
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/fr/shoppingcarts/confirmation/VT-2026-000041',
    );
    expect(callsTo('POST', ORDERS)).toHaveLength(1);
  });

  it('each submit sends a key of its own', async () => {
    const { callsTo } = await renderCheckout({
      [`POST ${ORDERS}`]: () =>
        json(409, { message: 'Le paiement de ce panier est déjà en cours.' }),
    });
    await ready();
    fillCard();
    acceptTerms();
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('Le paiement de ce panier est déjà en cours.'),
    ).toBeInTheDocument();
    fireEvent.click(submitButton());
    await waitFor(() => expect(callsTo('POST', ORDERS)).toHaveLength(2));
    const [a, b] = callsTo('POST', ORDERS).map((r) => r.headers.get('Idempotency-Key'));
    expect(a).not.toBe(b);
  });
});
