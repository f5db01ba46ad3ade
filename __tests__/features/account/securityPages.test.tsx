import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ForgotPasswordPage } from '@features/account/ForgotPasswordPage';
import { LoginPage } from '@features/account/LoginPage';
import { ResetPasswordPage } from '@features/account/ResetPasswordPage';
import { TwoFactorPage } from '@features/account/TwoFactorPage';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json, type Route } from '../../support/fetchMock';
import { bodyOf, loadFrench, loginAnswer, loginPageFor, mockServer, Where } from './helpers';

const TOKEN = 'A'.repeat(43);
const pathOf = (c: Request) => new URL(c.url).pathname;

async function renderAt(page: ReactElement, route: string, server: Route) {
  const { calls } = mockServer(server);
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(
    <>
      <Where />
      {page}
    </>,
    { store, route },
  );
  return { calls, store };
}

describe('login page → two-factor page (security/twofactorhome)', () => {
  afterEach(() => window.localStorage.clear());

  it('a two-factor account goes to the step’s page with the checked return URL, and logs in there', async () => {
    await renderAt(<LoginPage />, '/fr/security/login?returnUrl=%2Ffr%2Fabout', (url) => {
      if (url.pathname === '/fr/security/login') return json(200, loginPageFor('/fr/about'));
      if (url.pathname === '/api/v1/security/login')
        return json(200, loginAnswer('/fr/about', true));
      return json(404, {});
    });
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/fr/security/forgotpassword',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
        'href',
        '/fr/security/register?returnUrl=%2Ffr%2Fabout',
      ),
    );
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), {
      target: { value: 'two@vitrine.test' },
    });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        '/fr/security/twofactorhome?returnUrl=%2Ffr%2Fabout',
      ),
    );
  });

  it('with a login waiting, the page shows the step and logs in', async () => {
    const { calls } = await renderAt(
      <TwoFactorPage />,
      '/fr/security/twofactorhome?returnUrl=%2Ffr%2Fabout',
      (url, _init, request) => {
        if (url.pathname !== '/api/v1/security/twofactor') return json(404, {});
        return request.method === 'POST'
          ? json(200, loginAnswer('/fr/about'))
          : json(200, { Pending: true });
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Validation en deux étapes' }),
    ).toBeInTheDocument();
    const code = await screen.findByRole('textbox', { name: 'Code de vérification' });
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/fr/about'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await bodyOf(post)).toEqual({ Code: '123456', ReturnUrl: '/fr/about' });
  });

  it('after a reload with no login waiting, it says so and links to the login', async () => {
    await renderAt(
      <TwoFactorPage />,
      '/fr/security/twofactorhome?returnUrl=%2Ffr%2Fabout',
      (url) =>
        url.pathname === '/api/v1/security/twofactor'
          ? json(200, { Pending: false })
          : json(404, {}),
    );
    expect(
      await screen.findByText(/Aucune connexion n’attend de code de vérification/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter à nouveau' })).toHaveAttribute(
      'href',
      '/fr/security/login?returnUrl=%2Ffr%2Fabout',
    );
  });
});

describe('forgot password page (A4)', () => {
  it('checks the e-mail, then shows the server’s sentence (the same for every address)', async () => {
    const { calls } = await renderAt(
      <ForgotPasswordPage />,
      '/fr/security/forgotpassword',
      (url) =>
        url.pathname === '/api/v1/security/forgotpassword'
          ? json(200, {
              message: 'Si un compte existe pour cette adresse, un lien vous a été envoyé.',
            })
          : json(404, {}),
    );
    const email = screen.getByLabelText('Adresse e-mail');
    fireEvent.change(email, { target: { value: 'nobody@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Cette adresse e-mail n’est pas valide.'),
    );
    fireEvent.change(email, { target: { value: ' nobody@example.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si un compte existe pour cette adresse, un lien vous a été envoyé.',
    );
    const sent = calls.filter((c) => pathOf(c) === '/api/v1/security/forgotpassword');
    expect(sent).toHaveLength(1);
    expect(await bodyOf(sent[0]!)).toEqual({ Email: 'nobody@example.test' });
  });

  it('a rate limit (429) is said in an alert, the address kept', async () => {
    await renderAt(<ForgotPasswordPage />, '/fr/security/forgotpassword', () =>
      json(429, { message: 'Trop de demandes. Réessayez dans 40 minutes.' }),
    );
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), {
      target: { value: 'a@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Réessayez dans 40 minutes.');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('a@example.test');
  });
});

describe('reset password page (A4)', () => {
  const route = `/fr/security/resetpassword?token=${TOKEN}`;
  const fill = (password: string, confirm: string) => {
    fireEvent.change(screen.getByLabelText('Nouveau mot de passe'), {
      target: { value: password },
    });
    fireEvent.change(screen.getByLabelText('Confirmez le mot de passe'), {
      target: { value: confirm },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
  };

  it('checks the rule and the confirmation, then shows the server’s sentence and the login', async () => {
    const { calls } = await renderAt(<ResetPasswordPage />, route, (url) =>
      url.pathname === '/api/v1/security/resetpassword'
        ? json(200, { message: 'Votre mot de passe a été changé.' })
        : json(404, {}),
    );
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
      expect.stringContaining('au moins 10 caractères'),
    );
    fill('Correct-horse1', 'Correct-horse2');
    await waitFor(() =>
      expect(screen.getByLabelText('Confirmez le mot de passe')).toHaveAccessibleDescription(
        'Les deux mots de passe ne sont pas identiques.',
      ),
    );
    fill('Correct-horse1', 'Correct-horse1');
    expect(await screen.findByText('Votre mot de passe a été changé.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/security/login',
    );
    const sent = calls.filter((c) => pathOf(c) === '/api/v1/security/resetpassword');
    expect(await bodyOf(sent[0]!)).toEqual({ Token: TOKEN, Password: 'Correct-horse1' });
  });

  it('a used or expired link: the server’s sentence and a way to ask for a new one', async () => {
    await renderAt(<ResetPasswordPage />, route, () =>
      json(400, { message: 'Ce lien a expiré ou a déjà servi.' }),
    );
    fill('Correct-horse1', 'Correct-horse1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ce lien a expiré ou a déjà servi.');
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/fr/security/forgotpassword',
    );
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('Correct-horse1');
  });

  it('a refusal of the password itself goes on its field', async () => {
    await renderAt(<ResetPasswordPage />, route, () =>
      json(400, { message: 'Au moins 10 caractères.', field: 'Password' }),
    );
    fill('Correct-horse1', 'Correct-horse1');
    await waitFor(() =>
      expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
        expect.stringContaining('Au moins 10 caractères.'),
      ),
    );
  });

  it('without a token in the address: no form, a way to ask for a link', async () => {
    const { calls } = await renderAt(<ResetPasswordPage />, '/fr/security/resetpassword', () =>
      json(500, {}),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien est incomplet.');
    expect(screen.queryByLabelText('Nouveau mot de passe')).not.toBeInTheDocument();
    expect(calls.filter((c) => pathOf(c).startsWith('/api/v1/security'))).toHaveLength(0);
  });
});
