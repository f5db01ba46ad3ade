import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { OrderDetail, OrderList, ReorderResult } from '@api/contract/orders';
import { cartChanged } from '@base/events';
import { OrderDetailPage } from '@features/orders/OrderDetailPage';
import { OrderListPage } from '@features/orders/OrderListPage';
import { StaffOrdersPage } from '@features/orders/StaffOrdersPage';
import { setupStore } from '@store/index';
import { json } from '../../support/fetchMock';
import { renderWithProviders } from '../../support/render';
import { bodyOf, customer, loadFrench, mockAccountServer } from '../account/area/helpers';

const list = (page: number): OrderList => ({
  CustomerId: 7,
  Orders: [
    {
      OrderId: page * 10 + 1,
      OrderNumber: `VT-2026-00000${page}`,
      CreatedAt: '2026-11-20T10:00:00.000Z',
      Status: 'paid',
      StatusText: 'Payée',
      CurrencyCode: 'EUR',
      TotalHtml: '248,85 €',
      ItemsCount: 3,
    },
  ],
  PageNumber: page,
  PageCount: 3,
  TotalCount: 21,
});

const line = (id: number, name: string, canReorder = true) => ({
  Name: name,
  SKU: `SKU-${id}`,
  Quantity: 2,
  UnitPriceHtml: '10,00 €',
  TotalHtml: '20,00 €',
  VatRatePercent: 21,
  CanReorder: canReorder,
  Form: {
    name,
    quantity: 2,
    price: 10,
    ItemKey: String(id),
    OrderId: 5,
    ItemOrigin: 'Order',
    currencyCode: 'EUR',
  },
});

const detail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  OrderId: 5,
  OrderNumber: 'VT-2026-000005',
  CreatedAt: '2026-11-20T10:00:00.000Z',
  Status: 'paid',
  StatusText: 'Payée',
  ShippedAt: null,
  CurrencyCode: 'EUR',
  Email: customer.Email,
  Lines: [line(41, 'Théière – Bleu'), line(42, 'Tasse – Rouge', false)],
  ItemsHtml: '40,00 €',
  DiscountHtml: null,
  CouponCode: null,
  ShippingHtml: '5,00 €',
  VatHtml: '7,81 €',
  TotalHtml: '45,00 €',
  VatBreakdown: [{ RatePercent: 21, BaseHtml: '37,19 €', VatHtml: '7,81 €' }],
  ReverseCharge: false,
  VatNumber: null,
  ShippingMethod: 'Livraison à domicile bpost',
  PickupPoint: null,
  BillingAddress: ['Sophie Peeters', 'Rue Haute 12', '1000 Bruxelles', 'Belgique'],
  ShippingAddress: ['Sophie Peeters', 'Rue Haute 12', '1000 Bruxelles', 'Belgique'],
  Card: { Text: 'Visa •••• 4242', AmountHtml: '45,00 €' },
  PrepaidHtml: null,
  History: [{ Status: 'paid', StatusText: 'Payée', At: '2026-11-20T10:00:00.000Z', Note: null }],
  DeliveryRequestPending: false,
  CanChangeDeliveryAddress: true,
  CanRequestRefund: true,
  ...over,
});

const reordered: ReorderResult = {
  Added: [{ Name: 'Théière – Bleu', Quantity: 2, UnitPriceHtml: '12,50 €' }],
  NotAdded: [],
  ItemsCount: 2,
  AmountTaxInclHtml: '25,00 €',
};

const book = {
  Addresses: [
    {
      Address: {
        Id: 3,
        AddressType: 'Shipping',
        AccountType: 'Private',
        FirstName: 'Sophie',
        LastName: 'Peeters',
        CompanyName: null,
        Street1: 'Veldstraat',
        HouseNumber: '12',
        BoxNumber: null,
        PostalCode: '9000',
        City: 'Gent',
        CountryId: 1,
        CountryName: 'Belgique',
        VAT: null,
        Phone: null,
        Summary: 'Veldstraat 12, 9000 Gent, Belgique',
      },
      IsDefaultBilling: false,
      IsDefaultShipping: false,
    },
    {
      Address: {
        Id: 4,
        AddressType: 'Billing',
        AccountType: 'Private',
        FirstName: 'Sophie',
        LastName: 'Peeters',
        CompanyName: null,
        Street1: 'Rue Haute',
        HouseNumber: '12',
        BoxNumber: null,
        PostalCode: '1000',
        City: 'Bruxelles',
        CountryId: 1,
        CountryName: 'Belgique',
        VAT: null,
        Phone: null,
        Summary: 'Rue Haute 12, 1000 Bruxelles, Belgique',
      },
      IsDefaultBilling: true,
      IsDefaultShipping: false,
    },
  ],
};

async function renderDetail(
  order: OrderDetail,
  answers: { p10?: { status: number; html: string }; reorder?: ReorderResult } = {},
) {
  let cartChanges = 0;
  const { calls } = mockAccountServer(customer, (url, _init, request) => {
    if (url.pathname === '/api/v1/sales/orders/VT-2026-000005/detail') return json(200, order);
    if (url.pathname === '/api/v1/sales/orders/addtocart' && request.method === 'PUT') {
      return json(200, answers.reorder ?? reordered);
    }
    if (url.pathname === '/api/v1/sales/orders/VT-2026-000005/reorder') {
      return json(200, answers.reorder ?? reordered);
    }
    if (url.pathname === '/api/v1/customers/addresses') return json(200, book);
    if (url.pathname === '/fr/sales/order/ChangeDeliveryAddressRequest') {
      const p10 = answers.p10 ?? {
        status: 200,
        html: '<div class="success-msg" role="status">Demande envoyée.</div>',
      };
      return new Response(p10.html, {
        status: p10.status,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    }
    return json(404, { message: 'Introuvable.' });
  });
  const store = setupStore(undefined, {
    listeners: (startListening) => {
      startListening({ actionCreator: cartChanged, effect: () => void (cartChanges += 1) });
    },
  });
  await loadFrench(store);
  renderWithProviders(
    <Routes>
      <Route path="/fr/account/orders/:number" element={<OrderDetailPage />} />
    </Routes>,
    { store, route: '/fr/account/orders/VT-2026-000005' },
  );
  await screen.findByRole('heading', { name: 'Facture de la commande VT-2026-000005' });
  return { calls, cartChanges: () => cartChanges };
}

describe('order list (P13)', () => {
  it('lists number, date, status, total and item count, pages with pagenbr, and the codes (P3)', async () => {
    const { calls } = mockAccountServer(customer, (url) => {
      if (url.pathname === '/api/v1/sales/orders') {
        return json(200, list(Number(url.searchParams.get('pagenbr') ?? 1)));
      }
      if (url.pathname === '/api/v1/couponcode/user/7') {
        return json(200, {
          Coupons: [
            {
              CouponCode: 'SOPHIE25',
              Description: 'Votre cadeau',
              ValueHtml: '25 %',
              MinimumHtml: '50,00 €',
              EndsAt: null,
              Usable: true,
            },
          ],
        });
      }
      return json(404, { message: 'Introuvable.' });
    });
    const store = setupStore();
    await loadFrench(store);
    renderWithProviders(<OrderListPage />, { store, route: '/fr/account/orders?pagenbr=2' });
    const link = await screen.findByRole('link', { name: 'VT-2026-000002' });
    expect(link).toHaveAttribute('href', '/fr/account/orders/VT-2026-000002');
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('20 novembre 2026');
    expect(row).toHaveTextContent('Payée');
    expect(row).toHaveTextContent('248,85 €');
    expect(row).toHaveTextContent('3');
    const pages = screen.getByRole('navigation', { name: 'Pages des commandes' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/fr/account/orders?pagenbr=3',
    );
    expect(await screen.findByText('SOPHIE25')).toBeInTheDocument();
    expect(
      calls.map((c) => new URL(c.url)).find((u) => u.pathname === '/api/v1/sales/orders')?.search,
    ).toBe('?pagenbr=2');
  });
});

describe('order detail', () => {
  it('shows the invoice: lines, VAT per rate, addresses, card brand and last 4, history', async () => {
    await renderDetail(
      detail({ ReverseCharge: true, VatNumber: 'DE123456789', PrepaidHtml: '10,00 €' }),
    );
    expect(screen.getByText('Théière – Bleu').closest('tr')).toHaveTextContent('20,00 €');
    expect(screen.getByRole('table', { name: 'TVA par taux' })).toHaveTextContent('37,19 €');
    expect(screen.getByText(/Autoliquidation/)).toHaveTextContent('DE123456789');
    expect(screen.getByText('Visa •••• 4242 : 45,00 €')).toBeInTheDocument();
    expect(screen.getByText('Compte prépayé : 10,00 €')).toBeInTheDocument();
    expect(screen.getAllByText('Rue Haute 12')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Demander un remboursement' })).toHaveAttribute(
      'href',
      '/fr/account/orders/VT-2026-000005/refund',
    );
    expect(screen.queryByText(/Point d’enlèvement/)).toBeNull();
    expect(screen.getByText('Plus en vente')).toBeInTheDocument();
  });

  it('re-orders a line with the order add-to-cart form; cartChanged fires once', async () => {
    const { calls, cartChanges } = await renderDetail(detail(), {
      reorder: { ...reordered, NotAdded: [{ Name: 'Tasse – Rouge', Reason: 'Plus en vente.' }] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Commander à nouveau – Théière – Bleu' }));
    const notice = await screen.findByText(/Ajouté à votre panier au prix du jour/);
    expect(notice.closest('[role="status"]')).toHaveTextContent('2 × Théière – Bleu à 12,50 €');
    expect(notice.closest('[role="status"]')).toHaveTextContent('Tasse – Rouge: Plus en vente.');
    const put = calls.find((c) => c.method === 'PUT') as Request;
    expect(await bodyOf(put)).toEqual(detail().Lines[0]!.Form);
    await waitFor(() => expect(cartChanges()).toBe(1));
  });

  it('re-orders the whole order in one call and one cartChanged', async () => {
    const { calls, cartChanges } = await renderDetail(detail());
    fireEvent.click(screen.getByRole('button', { name: 'Tout commander à nouveau' }));
    await screen.findByText(/Ajouté à votre panier/);
    expect(calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual([
      '/api/v1/sales/orders/VT-2026-000005/reorder',
    ]);
    await waitFor(() => expect(cartChanges()).toBe(1));
  });

  it('P10 success: the modal closes and the button is disabled with the sent text', async () => {
    const { calls } = await renderDetail(detail());
    fireEvent.click(screen.getByRole('button', { name: 'Changer l’adresse de livraison' }));
    const dialog = await screen.findByRole('dialog');
    const gent = await within(dialog).findByLabelText(/Veldstraat 12, 9000 Gent/);
    // A billing-only address cannot receive parcels: not offered.
    expect(within(dialog).queryByLabelText(/Rue Haute/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Choisissez une adresse.')).toBeInTheDocument();
    fireEvent.click(gent);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    const sent = await screen.findByRole('button', {
      name: 'Demande de changement d’adresse envoyée',
    });
    expect(sent).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) =>
      new URL(c.url).pathname.endsWith('ChangeDeliveryAddressRequest'),
    );
    expect(await bodyOf(post as Request)).toEqual({ OrderId: 5, AddressId: 3 });
  });

  it("P10 error: the modal closes and a notice titled 'Manager.UnknowsErrors' shows the server's message", async () => {
    await renderDetail(detail(), {
      p10: { status: 409, html: '<div class="error-msg" role="alert">Déjà expédiée.</div>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Changer l’adresse de livraison' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByLabelText(/Veldstraat/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    const alert = await screen.findByText('Déjà expédiée.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Une erreur inattendue s’est produite. Veuillez réessayer.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Changer l’adresse de livraison' })).toBeEnabled();
  });

  it('a request already waiting shows the sent text after a reload; none once shipped', async () => {
    await renderDetail(detail({ DeliveryRequestPending: true, CanChangeDeliveryAddress: false }));
    expect(
      screen.getByRole('button', { name: 'Demande de changement d’adresse envoyée' }),
    ).toBeDisabled();
  });
});

describe('staff orders page', () => {
  it('tells a customer it is for staff without a call', async () => {
    const { calls } = mockAccountServer(customer, () => json(404, {}));
    const store = setupStore();
    await loadFrench(store);
    renderWithProviders(<StaffOrdersPage isStaff={false} />, { store });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(calls.filter((c) => new URL(c.url).pathname.includes('/staff/'))).toEqual([]);
  });
});

describe('staff orders page (settling P10, shipping)', () => {
  it('applies a request and marks an order shipped', async () => {
    let settled = false;
    const { calls } = mockAccountServer(customer, (url, _init, request) => {
      if (url.pathname === '/api/v1/staff/orders/deliveryrequests') {
        return json(200, {
          Requests: settled
            ? []
            : [
                {
                  Id: 9,
                  OrderNumber: 'VT-2026-000005',
                  CustomerEmail: 'client@example.test',
                  CreatedAt: '2026-11-21T09:00:00.000Z',
                  CurrentAddress: ['Sophie Peeters', 'Rue Haute 12', '1000 Bruxelles', 'Belgique'],
                  RequestedAddress: ['Sophie Peeters', 'Veldstraat 12', '9000 Gent', 'Belgique'],
                },
              ],
          PageNumber: 1,
          PageCount: 1,
        });
      }
      if (url.pathname === '/api/v1/staff/orders/deliveryrequests/9' && request.method === 'POST') {
        settled = true;
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/api/v1/staff/orders/VT-2026-000006/shipped') {
        return json(409, { message: 'Seule une commande payée peut être expédiée.' });
      }
      return json(404, { message: 'Introuvable.' });
    });
    const store = setupStore();
    await loadFrench(store);
    renderWithProviders(<StaffOrdersPage isStaff />, { store, route: '/fr/account/staff/orders' });
    expect(await screen.findByText('9000 Gent')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer – VT-2026-000005' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'La commande VT-2026-000005 sera livrée à la nouvelle adresse.',
    );
    const post = calls.find((c) => c.method === 'POST') as Request;
    expect(await bodyOf(post)).toEqual({ Decision: 'apply' });
    expect(await screen.findByText('Aucune demande en attente.')).toBeInTheDocument();

    const number = screen.getByRole('textbox', { name: 'Numéro' });
    fireEvent.change(number, { target: { value: 'pas un numéro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Marquer expédiée' }));
    expect(await screen.findByText(/ressemble à VT-2026-000123/)).toBeInTheDocument();
    fireEvent.change(number, { target: { value: 'vt-2026-000006' } });
    fireEvent.click(screen.getByRole('button', { name: 'Marquer expédiée' }));
    expect(
      await screen.findByText('Seule une commande payée peut être expédiée.'),
    ).toBeInTheDocument();
  });
});
