import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { VerificationBannerSlot } from '@features/account/VerificationBannerSlot';
import { VerifyEmailPage } from '@features/account/VerifyEmailPage';
import { isSignedInHint, rememberSignedIn } from '@features/account/sessionHint';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json, type Route } from '../../support/fetchMock';
import { accountCustomer, loadFrench, mockServer, Where } from './helpers';

const TOKEN = 'b'.repeat(43);
const ME = '/api/v1/account/me';
const pathOf = (c: Request) => new URL(c.url).pathname;

async function renderWith(ui: ReactElement, server: Route, route = '/fr/') {
  const { calls } = mockServer(server);
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(ui, { store, route });
  return { calls, store };
}

/** A customer whose verification changes when the token is posted. */
function verifyingServer(verifyAnswer: () => Response) {
  let verified = false;
  const route: Route = (url) => {
    if (url.pathname === ME) return json(200, accountCustomer({ EmailVerified: verified }));
    if (url.pathname === '/api/v1/security/verifyemail') {
      const answer = verifyAnswer();
      verified = answer.ok;
      return answer;
    }
    if (url.pathname === '/api/v1/account/verification') {
      return json(200, { message: 'Un nouveau lien vous a été envoyé.' });
    }
    return json(404, {});
  };
  return route;
}

describe('verify e-mail page (A3)', () => {
  afterEach(() => window.localStorage.clear());

  it('posts the token once, says it is done and refreshes the customer (the banner goes)', async () => {
    rememberSignedIn();
    const { calls } = await renderWith(
      <>
        <VerificationBannerSlot />
        <VerifyEmailPage />
      </>,
      verifyingServer(() =>
        json(200, { message: 'Merci, votre adresse e-mail est vérifiée.', Customer: null }),
      ),
      `/fr/security/verifyemail?token=${TOKEN}`,
    );
    // The server's sentence.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Merci, votre adresse e-mail est vérifiée.',
    );
    const posts = calls.filter((c) => pathOf(c) === '/api/v1/security/verifyemail');
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.clone().json()).toEqual({ Token: TOKEN });
    // The Account tag: /me is read again after the verification, and says verified.
    await waitFor(() =>
      expect(calls.filter((c) => pathOf(c) === ME).length).toBeGreaterThanOrEqual(2),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Adresse e-mail à confirmer' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute(
      'href',
      '/fr/',
    );
  });

  it('a registration’s link made the account and logged in: the page goes where the answer says, like a login', async () => {
    const { store } = await renderWith(
      <>
        <Where />
        <VerifyEmailPage />
      </>,
      (url) =>
        url.pathname === '/api/v1/security/verifyemail'
          ? json(200, {
              message:
                'Votre compte est créé et votre adresse e-mail confirmée : vous êtes connecté.',
              Customer: accountCustomer({ EmailVerified: true }),
              ReturnUrl: '/fr/shoppingcarts/checkout',
            })
          : json(404, {}),
      `/fr/security/verifyemail?token=${TOKEN}`,
    );
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/fr/shoppingcarts/checkout'),
    );
    // The same path as a login: the cache is reset (strings kept), the browser remembers it.
    expect(isSignedInHint()).toBe(true);
    expect(store.getState().api.queries['getStringResources("fr")']?.data).toBeDefined();
  });

  it('a used or expired link: the server’s sentence and “send the link again” when logged in', async () => {
    await renderWith(
      <VerifyEmailPage />,
      verifyingServer(() => json(400, { message: 'Ce lien a expiré.' })),
      `/fr/security/verifyemail?token=${TOKEN}`,
    );
    expect(await screen.findByText('Ce lien a expiré.')).toBeInTheDocument();
    const resend = await screen.findByRole('button', { name: 'Envoyer le lien à nouveau' });
    fireEvent.click(resend);
    expect(await screen.findByText('Un nouveau lien vous a été envoyé.')).toBeInTheDocument();
  });

  it('not logged in: the error and a way to log in, no resend; no token: nothing posted', async () => {
    const { calls } = await renderWith(
      <VerifyEmailPage />,
      (url) => (url.pathname === ME ? json(401, { message: 'Connectez-vous.' }) : json(404, {})),
      '/fr/security/verifyemail',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien est incomplet.');
    expect(
      await screen.findByRole('link', { name: 'Connectez-vous pour recevoir un nouveau lien.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer le lien à nouveau' })).toBeNull();
    expect(calls.filter((c) => pathOf(c) === '/api/v1/security/verifyemail')).toHaveLength(0);
  });
});

describe('verification banner', () => {
  afterEach(() => window.localStorage.clear());

  it('a browser that never logged in asks nothing and shows nothing', async () => {
    const { calls } = await renderWith(<VerificationBannerSlot />, () => json(500, {}));
    // A call that is not made shows only as time passing without it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.filter((c) => pathOf(c) === ME)).toHaveLength(0);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a logged-in unverified customer sees it, and can send the link again', async () => {
    rememberSignedIn();
    const { calls, store } = await renderWith(
      <VerificationBannerSlot />,
      verifyingServer(() => json(500, {})),
    );
    const banner = await screen.findByRole('region', { name: 'Adresse e-mail à confirmer' });
    expect(banner).toHaveTextContent(
      'Confirmez votre adresse e-mail demo@vitrine.test : cliquez sur le lien que nous vous avons envoyé.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien à nouveau' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Un nouveau lien vous a été envoyé.'),
    );
    expect(calls.filter((c) => pathOf(c) === '/api/v1/account/verification')).toHaveLength(1);
    expect(store.getState().ui.dialog).toBeNull();
  });

  it('a verified customer sees nothing', async () => {
    rememberSignedIn();
    const { calls } = await renderWith(<VerificationBannerSlot />, (url) =>
      url.pathname === ME ? json(200, accountCustomer()) : json(404, {}),
    );
    await waitFor(() => expect(calls.filter((c) => pathOf(c) === ME)).toHaveLength(1));
    // The answer has been handled: a banner would be drawn by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a session that ended (401) forgets the hint, without the login modal', async () => {
    rememberSignedIn();
    const { store } = await renderWith(<VerificationBannerSlot />, (url) =>
      url.pathname === ME ? json(401, { message: 'Connectez-vous.' }) : json(404, {}),
    );
    await waitFor(() => expect(isSignedInHint()).toBe(false));
    expect(store.getState().ui.dialog).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a followed logoff link forgets the hint', async () => {
    rememberSignedIn();
    await renderWith(
      <>
        <VerificationBannerSlot />
        <a href="/fr/security/logoff" onClick={(e) => e.preventDefault()}>
          logoff
        </a>
      </>,
      verifyingServer(() => json(500, {})),
    );
    await screen.findByRole('region', { name: 'Adresse e-mail à confirmer' });
    fireEvent.click(screen.getByRole('link', { name: 'logoff' }));
    expect(isSignedInHint()).toBe(false);
  });
});
