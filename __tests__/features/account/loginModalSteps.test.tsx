import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ModalHost } from '@src/shell/ModalHost';
import { setupStore } from '@store/index';
import { loginRequired } from '@base/uiSlice';
import { renderWithProviders } from '../../support/render';
import { json, type Route } from '../../support/fetchMock';
import { bodyOf, loadFrench, loginAnswer, loginPageFor, mockServer, Where } from './helpers';

const CHECKOUT = '/fr/shoppingcarts/checkout';
const pathOf = (c: Request) => new URL(c.url).pathname;

/** The 401 login modal over the checkout, with the server's S6 answer and `route` for the rest. */
async function openModal(route: Route) {
  const { calls } = mockServer((url, init, request) =>
    url.pathname === '/fr/security/login'
      ? json(200, loginPageFor(CHECKOUT))
      : route(url, init, request),
  );
  const store = setupStore();
  await loadFrench(store);
  store.dispatch(loginRequired({ returnUrl: CHECKOUT }));
  renderWithProviders(
    <>
      <Where />
      <ModalHost />
    </>,
    { store, route: CHECKOUT },
  );
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name: 'Connexion' });
  return { store, calls, dialog, modal: within(dialog) };
}

async function passwordStep(modal: ReturnType<typeof within>) {
  fireEvent.change(modal.getByLabelText('Adresse e-mail'), {
    target: { value: 'two@vitrine.test' },
  });
  fireEvent.change(modal.getByLabelText('Mot de passe'), { target: { value: 'secret' } });
  fireEvent.click(modal.getByRole('button', { name: 'Se connecter' }));
}

describe('login modal: register from it, forgot password', () => {
  afterEach(() => window.localStorage.clear());

  it('“Créer un compte” switches the modal to the register form; registered, it says to follow the mail', async () => {
    const sentence = 'Nous avons envoyé un e-mail à new@example.test.';
    const { calls, dialog, modal, store } = await openModal((url) =>
      url.pathname === '/api/v1/security/register'
        ? json(202, { message: sentence })
        : json(404, { message: 'none' }),
    );
    fireEvent.click(modal.getByRole('button', { name: 'Créer un compte' }));
    expect(await modal.findByRole('heading', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Créer un compte');
    await waitFor(() => expect(modal.getByLabelText('Adresse e-mail')).toHaveFocus());
    fireEvent.change(modal.getByLabelText('Adresse e-mail'), {
      target: { value: 'new@example.test' },
    });
    fireEvent.change(modal.getByLabelText('Mot de passe'), {
      target: { value: 'Correct-horse1' },
    });
    fireEvent.change(modal.getByLabelText('Prénom'), { target: { value: 'Alex' } });
    fireEvent.change(modal.getByLabelText('Nom', { exact: true }), { target: { value: 'Martin' } });
    fireEvent.click(
      modal.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }),
    );
    fireEvent.click(modal.getByRole('button', { name: 'Créer mon compte' }));
    // Nobody is logged in: the modal stays, with the server's sentence; the mailed link's
    // login lands on the page the modal was opened from.
    expect(await modal.findByText(sentence)).toHaveAttribute('role', 'status');
    expect(modal.queryByRole('button', { name: 'Créer mon compte' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const register = calls.find((c) => pathOf(c) === '/api/v1/security/register')!;
    expect((await bodyOf(register)).ReturnUrl).toBe(CHECKOUT);
    expect(store.getState().ui.dialog).not.toBeNull();
  });

  it('the register view goes back to the password form', async () => {
    const { modal } = await openModal(() => json(404, {}));
    fireEvent.click(modal.getByRole('button', { name: 'Créer un compte' }));
    fireEvent.click(await modal.findByRole('button', { name: 'Se connecter' }));
    expect(await modal.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it('“Mot de passe oublié ?” closes the modal and opens the forgot-password page', async () => {
    const { modal } = await openModal(() => json(404, {}));
    fireEvent.click(modal.getByRole('link', { name: 'Mot de passe oublié ?' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('location')).toHaveTextContent('/fr/security/forgotpassword');
  });
});

describe('login modal: the two-factor step (security/twofactorhome)', () => {
  afterEach(() => window.localStorage.clear());

  const twoFactorServer = (step: (body: Record<string, unknown>) => Response): Route =>
    async function route(url, _init, request) {
      if (url.pathname === '/api/v1/security/login') return json(200, loginAnswer(CHECKOUT, true));
      if (url.pathname === '/api/v1/security/twofactor') return step(await bodyOf(request));
      return json(404, { message: 'none' });
    };

  it('replaces the form after a right password; the code is numeric, one-time-code', async () => {
    const { modal, dialog, calls } = await openModal(
      twoFactorServer((body) =>
        body.Code === '123456'
          ? json(200, loginAnswer(CHECKOUT))
          : json(400, { message: 'Ce code n’est pas valable.', field: 'Code' }),
      ),
    );
    await passwordStep(modal);
    expect(
      await modal.findByRole('heading', { name: 'Validation en deux étapes' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Validation en deux étapes');
    const code = modal.getByRole('textbox', { name: 'Code de vérification' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(modal.queryByLabelText('Mot de passe')).not.toBeInTheDocument();

    // A wrong code: the server's sentence on the input, the code kept.
    fireEvent.change(code, { target: { value: '654 321' } });
    fireEvent.click(modal.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Ce code n’est pas valable.'));
    expect(code).toHaveValue('654 321');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(modal.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('location')).toHaveTextContent(CHECKOUT);
    const steps = calls.filter((c) => pathOf(c) === '/api/v1/security/twofactor');
    expect(await bodyOf(steps[0]!)).toEqual({ Code: '654321', ReturnUrl: CHECKOUT });
  });

  it('checks the code’s shape before sending it', async () => {
    const { modal, calls } = await openModal(twoFactorServer(() => json(500, {})));
    await passwordStep(modal);
    const code = await modal.findByRole('textbox', { name: 'Code de vérification' });
    fireEvent.change(code, { target: { value: '12a' } });
    fireEvent.click(modal.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Le code compte 6 chiffres.'));
    expect(calls.filter((c) => pathOf(c) === '/api/v1/security/twofactor')).toHaveLength(0);
  });

  it('a recovery code in its own view; Back returns to the code view with what was typed', async () => {
    const { modal, calls } = await openModal(
      twoFactorServer((body) =>
        body.RecoveryCode === 'abcde-12345'
          ? json(200, loginAnswer(CHECKOUT))
          : json(400, { message: 'Ce code de secours n’est pas valable.' }),
      ),
    );
    await passwordStep(modal);
    const code = await modal.findByRole('textbox', { name: 'Code de vérification' });
    fireEvent.change(code, { target: { value: '111' } });
    fireEvent.click(modal.getByRole('button', { name: 'Utiliser un code de secours' }));
    const recovery = await modal.findByRole('textbox', { name: 'Code de secours' });
    await waitFor(() => expect(recovery).toHaveFocus());
    expect(modal.queryByRole('textbox', { name: 'Code de vérification' })).not.toBeInTheDocument();

    // Back: the step's home, the code view, with the code typed before.
    fireEvent.change(recovery, { target: { value: 'ZZZZZ-00000' } });
    fireEvent.click(modal.getByRole('button', { name: 'Retour' }));
    const again = await modal.findByRole('textbox', { name: 'Code de vérification' });
    expect(again).toHaveValue('111');
    await waitFor(() => expect(again).toHaveFocus());

    fireEvent.click(modal.getByRole('button', { name: 'Utiliser un code de secours' }));
    const recoveryAgain = await modal.findByRole('textbox', { name: 'Code de secours' });
    expect(recoveryAgain).toHaveValue('ZZZZZ-00000');
    fireEvent.click(modal.getByRole('button', { name: 'Vérifier' }));
    // A refusal of the step itself: an alert, with the way back to the password.
    expect(await modal.findByRole('alert')).toHaveTextContent(
      'Ce code de secours n’est pas valable.',
    );
    fireEvent.change(recoveryAgain, { target: { value: ' ABCDE-12345 ' } });
    fireEvent.click(modal.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const steps = calls.filter((c) => pathOf(c) === '/api/v1/security/twofactor');
    expect(await bodyOf(steps.at(-1)!)).toEqual({
      RecoveryCode: 'abcde-12345',
      ReturnUrl: CHECKOUT,
    });
  });

  it('a login that expired offers to log in again, back to the password form', async () => {
    const { modal } = await openModal(
      twoFactorServer(() =>
        json(400, { message: 'Votre connexion a expiré. Connectez-vous à nouveau.' }),
      ),
    );
    await passwordStep(modal);
    fireEvent.change(await modal.findByRole('textbox', { name: 'Code de vérification' }), {
      target: { value: '123456' },
    });
    fireEvent.click(modal.getByRole('button', { name: 'Vérifier' }));
    expect(await modal.findByRole('alert')).toHaveTextContent('Votre connexion a expiré.');
    fireEvent.click(modal.getByRole('button', { name: 'Se connecter à nouveau' }));
    expect(await modal.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(modal.getByLabelText('Mot de passe')).toBeInTheDocument();
  });
});
