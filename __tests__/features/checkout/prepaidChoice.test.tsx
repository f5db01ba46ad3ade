import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PrepaidOverview } from '@api/contract/prepaid';
import { json } from '../../support/fetchMock';
import { cartLine } from '../cart/fixtures';
import { cart } from './fixtures';
import { acceptTerms, fillCard, ready, renderCheckout, submitButton } from './harness';

const TOKENIZE = '/sandbox-pay/v1/payment-methods';
const ORDERS = '/api/v1/checkout/orders';

/** The customer's accounts; the cart's total is 124,85 € (12485 cents). */
const overview = (balanceCents: number, balanceHtml: string): PrepaidOverview => ({
  Types: [],
  Accounts: [
    {
      PrepaidAccountId: 7,
      TypeId: 1,
      Name: 'Crédit prépayé 100 €',
      BalanceCents: balanceCents,
      BalanceHtml: balanceHtml,
      IsActivated: false,
      LowBalanceHtml: '15,00 €',
    },
  ],
});
const accounts = (balanceCents: number, balanceHtml: string) => ({
  'GET /api/v1/sales/prepaidaccounts': () => json(200, overview(balanceCents, balanceHtml)),
});
const choice = () => screen.findByRole('radio', { name: /Crédit prépayé 100 €/ });
const bodyOf = async (request: Request) =>
  (await request.clone().json()) as Record<string, unknown>;

describe('checkout: the prepaid account choice (001 §2, issue 15)', () => {
  it('a balance covering the total: no card form, no card at all, the account sent', async () => {
    const { callsTo } = await renderCheckout(accounts(20000, '200,00 €'));
    await ready();
    expect(screen.getByRole('group', { name: 'Paiement par carte' })).toBeInTheDocument();
    fireEvent.click(await choice());
    expect(
      await screen.findByText(
        'Votre compte prépayé paie tout le montant : aucun paiement par carte.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Paiement par carte' })).not.toBeInTheDocument();
    acceptTerms();
    fireEvent.click(submitButton());
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/fr/shoppingcarts/confirmation/VT-2026-000042',
    );
    expect(callsTo('POST', TOKENIZE)).toHaveLength(0);
    const body = await bodyOf(callsTo('POST', ORDERS)[0]!);
    expect(body.PrepaidAccountId).toBe(7);
    expect(body).not.toHaveProperty('PaymentMethodId');
  });

  it('a smaller balance pays part: the card is still asked for and both are sent', async () => {
    const { callsTo } = await renderCheckout(accounts(5000, '50,00 €'));
    await ready();
    fireEvent.click(await choice());
    expect(
      await screen.findByText('Votre compte prépayé paie 50,00 € ; le reste par carte.'),
    ).toBeInTheDocument();
    acceptTerms();
    fireEvent.click(submitButton());
    expect((await screen.findAllByText('Ce champ est obligatoire.')).length).toBeGreaterThan(0);
    expect(callsTo('POST', ORDERS)).toHaveLength(0);
    fillCard();
    fireEvent.click(submitButton());
    await screen.findByTestId('location');
    const body = await bodyOf(callsTo('POST', ORDERS)[0]!);
    expect(body).toMatchObject({ PrepaidAccountId: 7, PaymentMethodId: 'pm_test_1' });
  });

  it('shows no choice without an account holding credit', async () => {
    await renderCheckout(accounts(0, '0,00 €'));
    await ready();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Payer avec un compte prépayé' })).toBeNull(),
    );
    expect(screen.getByRole('group', { name: 'Paiement par carte' })).toBeInTheDocument();
  });

  it('never pays prepaid credit: a cart of credit alone offers no account', async () => {
    const credit = cartLine({ PrepaidTypeId: 1, ProductId: 0, ProductVariantId: 0 });
    const onlyCredit = cart({ Items: [credit] });
    onlyCredit.Totals.PrepaidPayableCents = 0;
    await renderCheckout({
      ...accounts(20000, '200,00 €'),
      'GET /api/v1/shoppingcarts': () => json(200, onlyCredit),
    });
    await ready();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Payer avec un compte prépayé' })).toBeNull(),
    );
    expect(screen.getByRole('group', { name: 'Paiement par carte' })).toBeInTheDocument();
  });

  it('pays the goods of a cart that also holds credit: the card pays the credit', async () => {
    const mixed = cart();
    // 124,85 € in all, of which 95,00 € of credit: the account may pay 29,85 €.
    mixed.Totals.PrepaidPayableCents = 2985;
    const { callsTo } = await renderCheckout({
      ...accounts(20000, '200,00 €'),
      'GET /api/v1/shoppingcarts': () => json(200, mixed),
    });
    await ready();
    fireEvent.click(await choice());
    expect(
      await screen.findByText('Votre compte prépayé paie 29,85 € ; le reste par carte.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Paiement par carte' })).toBeInTheDocument();
    fillCard();
    acceptTerms();
    fireEvent.click(submitButton());
    await screen.findByTestId('location');
    const body = await bodyOf(callsTo('POST', ORDERS)[0]!);
    expect(body).toMatchObject({ PrepaidAccountId: 7, PaymentMethodId: 'pm_test_1' });
  });
});
