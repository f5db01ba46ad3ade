import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SessionsSection } from '@features/account/area/security/SessionsSection';
import { deviceName } from '@features/account/area/security/deviceName';
import { setupStore } from '@store/index';
import { ModalHost } from '@src/shell/ModalHost';
import { renderWithProviders } from '../../../support/render';
import { json } from '../../../support/fetchMock';
import { customer, loadFrench, mockAccountServer } from './helpers';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function sessions(ids: string[]) {
  const all = [
    {
      Id: 'aaaaaaaaaaaaaaaa',
      Current: true,
      CreatedAt: '2026-03-12T09:00:00.000Z',
      LastSeenAt: '2026-03-12T13:05:00.000Z',
      UserAgent: FIREFOX_LINUX,
      IpAddress: '127.0.0.1',
    },
    {
      Id: 'bbbbbbbbbbbbbbbb',
      Current: false,
      CreatedAt: '2026-03-01T09:00:00.000Z',
      LastSeenAt: '2026-03-02T08:30:00.000Z',
      UserAgent: CHROME_ANDROID,
      IpAddress: '203.0.113.7',
    },
    {
      Id: 'cccccccccccccccc',
      Current: false,
      CreatedAt: '2026-02-01T09:00:00.000Z',
      LastSeenAt: '2026-02-01T09:00:00.000Z',
      UserAgent: null,
      IpAddress: null,
    },
  ];
  return { Sessions: all.filter((s) => ids.includes(s.Id)) };
}

async function renderSessions() {
  let live = ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb', 'cccccccccccccccc'];
  const { calls } = mockAccountServer(customer, (url, _init, request) => {
    if (url.pathname === '/api/v1/account/sessions' && request.method === 'GET') {
      return json(200, sessions(live));
    }
    if (url.pathname === '/api/v1/account/sessions' && request.method === 'DELETE') {
      live = [];
      return new Response(null, { status: 204 });
    }
    const one = /^\/api\/v1\/account\/sessions\/([0-9a-f]{16})$/.exec(url.pathname);
    if (one && request.method === 'DELETE') {
      live = live.filter((id) => id !== one[1]);
      return new Response(null, { status: 204 });
    }
    return json(404, {});
  });
  const store = setupStore();
  await loadFrench(store);
  const onAllEnded = jest.fn();
  renderWithProviders(
    <>
      <SessionsSection onAllEnded={onAllEnded} />
      <ModalHost />
    </>,
    { store, route: '/fr/account/security' },
  );
  await screen.findByText('Firefox · Linux');
  return { calls, onAllEnded };
}

const item = (text: string) =>
  screen.getAllByRole('listitem').find((li) => li.textContent?.includes(text)) as HTMLElement;

describe('Active sessions', () => {
  it('names each device, its IP and last activity in the culture’s format, this device marked', async () => {
    await renderSessions();
    const mine = item('Firefox · Linux');
    expect(within(mine).getByText('Cet appareil')).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).toBeNull();
    const phone = item('Chrome · Android');
    expect(phone).toHaveTextContent(
      /Adresse IP 203\.0\.113\.7 · dernière activité le 2 mars 2026 \d\d:30/,
    );
    expect(item('Appareil inconnu')).toHaveTextContent('Adresse IP —');
  });

  it('logs one session out', async () => {
    const { calls } = await renderSessions();
    fireEvent.click(
      within(item('Chrome · Android')).getByRole('button', {
        name: /^Déconnecter – Chrome · Android/,
      }),
    );
    await waitFor(() => expect(screen.queryByText('Chrome · Android')).toBeNull());
    const deleted = calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url).pathname);
    expect(deleted).toEqual(['/api/v1/account/sessions/bbbbbbbbbbbbbbbb']);
    expect(screen.getByText('Firefox · Linux')).toBeInTheDocument();
  });

  it('logs out everywhere after the confirm dialog, then loads the home page', async () => {
    const { calls, onAllEnded } = await renderSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter partout' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Déconnecter toutes vos sessions, y compris celle-ci ?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(onAllEnded).toHaveBeenCalledWith('/fr/'));
    const deleted = calls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url).pathname);
    expect(deleted).toEqual(['/api/v1/account/sessions']);
  });

  it('does nothing when the confirm dialog is cancelled', async () => {
    const { calls, onAllEnded } = await renderSessions();
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter partout' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(onAllEnded).not.toHaveBeenCalled();
  });

  it('reads common browsers and systems from the user agent', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge · Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(deviceName('curl/8.5.0')).toBeNull();
    expect(deviceName(null)).toBeNull();
  });
});
