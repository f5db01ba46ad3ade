import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AccountCustomer, Outbox } from '@api/contract/account';
import { StaffMailPage } from '@features/account/area/staff/StaffMailPage';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../../support/render';
import { json } from '../../../support/fetchMock';
import { customer, loadFrench, mockAccountServer, staff } from './helpers';

const message = (Id: number, over: Partial<Outbox['Messages'][number]> = {}) => ({
  Id,
  To: `client${Id}@example.test`,
  Culture: 'fr',
  Template: 'orderConfirmation',
  Subject: `Votre commande n° ${Id}`,
  CreatedAt: '2026-03-12T10:00:00.000Z',
  SentAt: '2026-03-12T10:00:02.000Z',
  Attempts: 1,
  LastError: null,
  ...over,
});

async function renderOutbox(me: AccountCustomer, route = '/fr/account/staff/mail') {
  const { calls } = mockAccountServer(me, (url, _init, request) => {
    if (url.pathname === '/api/v1/staff/mail') {
      if (me.Role !== 'staff') return json(403, { message: 'Réservé au personnel.' });
      const page = Number(url.searchParams.get('pagenbr') ?? 1);
      return json(200, {
        Messages: [
          message(page * 10 + 1),
          message(page * 10 + 2, { SentAt: null, Attempts: 3, LastError: 'ECONNREFUSED' }),
        ],
        PageNumber: page,
        PageCount: 3,
        Transport: 'smtp',
      });
    }
    if (url.pathname === '/api/v1/staff/mail/12/retry' && request.method === 'POST') {
      return new Response(null, { status: 204 });
    }
    return json(404, {});
  });
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<StaffMailPage />, { store, route });
  return { calls, store };
}

const mailCalls = (calls: Request[]) =>
  calls.filter((c) => new URL(c.url).pathname.startsWith('/api/v1/staff/mail'));

describe('Staff outbox page', () => {
  it('lists the outbox with its state, pages and a retry for a failed message', async () => {
    const { calls } = await renderOutbox(staff);
    const failed = (await screen.findByText('Votre commande n° 12')).closest('tr') as HTMLElement;
    expect(failed).toHaveTextContent('Échec après 3 tentative(s)');
    expect(failed).toHaveTextContent('ECONNREFUSED');
    const sent = screen.getByText('Votre commande n° 11').closest('tr') as HTMLElement;
    expect(sent).toHaveTextContent(/Envoyé le 12 mars 2026/);
    expect(within(sent).queryByRole('button')).toBeNull();
    expect(
      screen.getByText('Les e-mails partent par le serveur SMTP configuré.'),
    ).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages des e-mails' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/fr/account/staff/mail?pagenbr=2',
    );

    fireEvent.click(within(failed).getByRole('button', { name: /^Réessayer/ }));
    await waitFor(() =>
      expect(mailCalls(calls).map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
        'GET /api/v1/staff/mail',
        'POST /api/v1/staff/mail/12/retry',
        'GET /api/v1/staff/mail',
      ]),
    );
  });

  it('asks the page of ?pagenbr=', async () => {
    const { calls } = await renderOutbox(staff, '/fr/account/staff/mail?pagenbr=2');
    expect(await screen.findByText('Votre commande n° 21')).toBeInTheDocument();
    expect(new URL((mailCalls(calls)[0] as Request).url).searchParams.get('pagenbr')).toBe('2');
  });

  it('a customer gets the staff-only sentence and no call', async () => {
    const { calls } = await renderOutbox(customer);
    expect(
      await screen.findByText('Cette page est réservée au personnel de la boutique.'),
    ).toBeInTheDocument();
    expect(mailCalls(calls)).toEqual([]);
  });
});
