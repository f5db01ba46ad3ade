import { describe, expect, it } from '@jest/globals';
import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountCustomer } from '@api/contract/account';
import type { OrderRefunds, StaffRefund } from '@api/contract/refunds';
import { RefundRequestPage } from '@features/refunds/RefundRequestPage';
import { StaffRefundsPage } from '@features/refunds/StaffRefundsPage';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json, type Route } from '../../support/fetchMock';
import { bodyOf, customer, loadFrench, mockAccountServer, staff } from '../account/area/helpers';

const refund = (over: Partial<StaffRefund> = {}): StaffRefund => ({
  Id: 7,
  OrderNumber: 'VT-1',
  CurrencyCode: 'EUR',
  Status: 'requested',
  Reason: 'Trop petit',
  ItemsCount: 2,
  AmountCents: 2598,
  CardCents: 0,
  PrepaidCents: 0,
  CreatedAt: '2026-11-20T10:00:00.000Z',
  UpdatedAt: '2026-11-20T10:00:00.000Z',
  CustomerEmail: 'client@example.test',
  ProviderRefundId: null,
  Lines: [
    {
      OrderLineId: 1,
      Name: 'Théière',
      Sku: 'TH-1',
      Quantity: 2,
      UnitPriceTaxIncl: 12.99,
      UnitPriceTaxInclCents: 1299,
      RefundedAmount: 25.98,
      RefundedAmountCents: 2598,
      CreditCents: null,
    },
  ],
  CreditBackCents: 0,
  CreditSpent: false,
  Photos: [],
  ...over,
});

const orderRefunds = (refunds: StaffRefund[] = []): OrderRefunds => ({
  OrderNumber: 'VT-1',
  CurrencyCode: 'EUR',
  Lines: [
    {
      OrderLineId: 1,
      Name: 'Théière',
      Sku: 'TH-1',
      Quantity: 3,
      UnitPriceTaxIncl: 12.99,
      UnitPriceTaxInclCents: 1299,
      RefundableQuantity: 3 - refunds.length * 2,
      PaidCents: 3897,
      AskedQuantity: refunds.length * 2,
      AskedCents: refunds.length * 2598,
      CreditCents: null,
    },
    {
      OrderLineId: 2,
      Name: 'Tasse',
      Sku: 'TA-1',
      Quantity: 1,
      UnitPriceTaxIncl: 25.5,
      UnitPriceTaxInclCents: 2550,
      RefundableQuantity: 1,
      PaidCents: 2550,
      AskedQuantity: 0,
      AskedCents: 0,
      CreditCents: null,
    },
  ],
  Refunds: refunds.map(
    ({ CustomerEmail: _e, ProviderRefundId: _p, CreditBackCents: _c, CreditSpent: _s, ...r }) => r,
  ),
});

async function render(me: AccountCustomer, ui: ReactElement, route: Route, at = '/fr/account') {
  const { calls } = mockAccountServer(me, route);
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(ui, { store, route: at });
  return calls;
}

const amountOf = (line: number) => screen.getByTestId(`refund-amount-${line}`).textContent;

describe('refund request page (P12)', () => {
  it('shows line amounts and totals to 2 decimals as quantities are typed (comma accepted), and sends the request', async () => {
    let sent = false;
    const calls = await render(
      customer,
      <RefundRequestPage number="VT-1" />,
      (url, _init, request) => {
        if (url.pathname !== '/api/v1/sales/orders/VT-1/refunds') return json(404, {});
        if (request.method === 'POST') {
          sent = true;
          return json(201, refund());
        }
        return json(200, orderRefunds(sent ? [refund()] : []));
      },
    );
    const quantity = await screen.findByLabelText('Quantité à rembourser pour Théière (au plus 3)');
    expect(amountOf(1)).toBe('0,00\u00a0€');
    fireEvent.change(quantity, { target: { value: '2,0' } });
    expect(amountOf(1)).toBe('25,98\u00a0€');
    fireEvent.change(screen.getByLabelText('Quantité à rembourser pour Tasse (au plus 1)'), {
      target: { value: '1' },
    });
    expect(screen.getByTestId('refund-total-items')).toHaveTextContent('3');
    expect(screen.getByTestId('refund-total-amount')).toHaveTextContent('51,48 €');
    fireEvent.change(screen.getByLabelText('Quantité à rembourser pour Tasse (au plus 1)'), {
      target: { value: '0' },
    });
    fireEvent.change(screen.getByLabelText('Raison'), { target: { value: 'Trop petit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Demander le remboursement' }));
    await waitFor(() => expect(sent).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await bodyOf(post)).toEqual({
      Lines: [{ OrderLineId: 1, Quantity: 2, RefundedAmount: '25,98' }],
      Reason: 'Trop petit',
      culture: 'fr',
    });
    const listed = await screen.findByTestId('refund-7');
    expect(listed).toHaveTextContent('Demandé');
    expect(listed).toHaveTextContent('Théière × 2 – 25,98 €');
  });

  it('refuses a quantity over what is left or not whole, and a missing reason, before any call', async () => {
    const calls = await render(customer, <RefundRequestPage number="VT-1" />, () =>
      json(200, orderRefunds()),
    );
    const quantity = await screen.findByLabelText('Quantité à rembourser pour Théière (au plus 3)');
    fireEvent.change(quantity, { target: { value: '1,5' } });
    fireEvent.blur(quantity);
    fireEvent.click(screen.getByRole('button', { name: 'Demander le remboursement' }));
    expect(await screen.findByText('Indiquez un nombre entier entre 0 et 3.')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(quantity, { target: { value: '4' } });
    expect(await screen.findByText('Indiquez un nombre entier entre 0 et 3.')).toBeInTheDocument();
    expect(screen.getByLabelText('Raison')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('puts the server’s refusal naming a line on that line', async () => {
    await render(customer, <RefundRequestPage number="VT-1" />, (_url, _init, request) =>
      request.method === 'POST'
        ? json(400, {
            field: 'Lines[0].Quantity',
            message: 'Pour « Tasse », vous pouvez demander au plus 0 pièce(s).',
          })
        : json(200, orderRefunds()),
    );
    fireEvent.change(await screen.findByLabelText('Quantité à rembourser pour Tasse (au plus 1)'), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByLabelText('Raison'), { target: { value: 'Cassée' } });
    fireEvent.click(screen.getByRole('button', { name: 'Demander le remboursement' }));
    const message = await screen.findByText(
      'Pour « Tasse », vous pouvez demander au plus 0 pièce(s).',
    );
    expect(screen.getByLabelText('Quantité à rembourser pour Tasse (au plus 1)')).toHaveAttribute(
      'aria-describedby',
      message.id,
    );
  });
});

describe('refund request page: what was paid', () => {
  it('gives back a discounted line’s price paid, the last piece what is left; credit says it goes back', async () => {
    const data = orderRefunds();
    // 3 × 12,99 € less a 4,01 € share of a coupon: 34,96 € paid, 11,65 € a piece.
    data.Lines[0] = {
      ...data.Lines[0]!,
      UnitPriceTaxIncl: 11.65,
      UnitPriceTaxInclCents: 1165,
      PaidCents: 3496,
      RefundableQuantity: 3,
    };
    data.Lines[1] = { ...data.Lines[1]!, Name: 'Crédit prépayé 25 €', CreditCents: 2500 };
    await render(customer, <RefundRequestPage number="VT-1" />, (url) =>
      url.pathname === '/api/v1/sales/orders/VT-1/refunds' ? json(200, data) : json(404, {}),
    );
    const quantity = await screen.findByLabelText('Quantité à rembourser pour Théière (au plus 3)');
    fireEvent.change(quantity, { target: { value: '2' } });
    expect(amountOf(1)).toBe('23,30\u00a0€');
    fireEvent.change(quantity, { target: { value: '3' } });
    expect(amountOf(1)).toBe('34,96\u00a0€');
    expect(
      screen.getByText('Rembourser ce crédit reprend 25,00 € de votre solde prépayé par pièce.'),
    ).toBeInTheDocument();
  });
});

describe('staff refunds page', () => {
  it('warns before approving a refund that takes credit back, in red once it is spent', async () => {
    const credit = (spent: boolean) =>
      refund({ Id: spent ? 8 : 7, CreditBackCents: 10000, CreditSpent: spent });
    await render(staff, <StaffRefundsPage />, (url) =>
      url.pathname === '/api/v1/staff/refunds'
        ? json(200, { Refunds: [credit(false), credit(true)], Page: 1, PageCount: 1 })
        : json(404, {}),
    );
    const unspent = await screen.findByTestId('staff-refund-7');
    expect(within(unspent).getByRole('note')).toHaveTextContent(
      'Approuver reprend 100,00 € de crédit prépayé au client.',
    );
    const spent = screen.getByTestId('staff-refund-8');
    expect(within(spent).getByRole('note')).toHaveClass('alert-danger');
    expect(within(spent).getByRole('note')).toHaveTextContent(
      'Le client a déjà dépensé une partie de ce crédit',
    );
  });

  it('lists requested refunds and approves one; a provider outage is said', async () => {
    let status: StaffRefund['Status'] = 'requested';
    const calls = await render(staff, <StaffRefundsPage />, (url, _init, request) => {
      if (url.pathname === '/api/v1/staff/refunds') {
        return json(200, { Refunds: [refund({ Status: status })], Page: 1, PageCount: 1 });
      }
      if (url.pathname === '/api/v1/staff/refunds/7/approve' && request.method === 'POST') {
        if (status === 'requested') {
          status = 'approved';
          return json(502, { message: 'Le prestataire de paiement ne répond pas.' });
        }
        status = 'refunded';
        return json(200, refund({ Status: 'refunded', CardCents: 2598 }));
      }
      return json(404, {});
    });
    const item = await screen.findByTestId('staff-refund-7');
    expect(item).toHaveTextContent('client@example.test');
    expect(item).toHaveTextContent('25,98 €');
    fireEvent.click(within(item).getByRole('button', { name: /^Approuver et rembourser/ }));
    expect(
      await screen.findByText('Le prestataire de paiement ne répond pas.'),
    ).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: /^Réessayer le remboursement/ });
    fireEvent.click(retry);
    expect(await screen.findByText('La demande 7 est maintenant : Remboursé.')).toBeInTheDocument();
    expect(new URL(calls[1]!.url).searchParams.get('status')).toBe('requested');
  });

  it('asks a reason before refusing', async () => {
    const calls = await render(staff, <StaffRefundsPage />, (url) =>
      url.pathname === '/api/v1/staff/refunds'
        ? json(200, { Refunds: [refund()], Page: 1, PageCount: 1 })
        : json(200, refund({ Status: 'refused' })),
    );
    const item = await screen.findByTestId('staff-refund-7');
    fireEvent.click(within(item).getByRole('button', { name: /^Refuser/ }));
    expect(await screen.findByText('Indiquez la raison de la demande.')).toBeInTheDocument();
    fireEvent.change(within(item).getByLabelText('Raison du refus pour la demande 7'), {
      target: { value: 'Délai dépassé' },
    });
    fireEvent.click(within(item).getByRole('button', { name: /^Refuser/ }));
    expect(await screen.findByText('La demande 7 est maintenant : Refusé.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await bodyOf(post)).toEqual({ Reason: 'Délai dépassé' });
  });
});
