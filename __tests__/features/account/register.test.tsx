import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RegisterPage } from '@features/account/RegisterPage';
import { isSignedInHint } from '@features/account/sessionHint';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { bodyOf, loadFrench, mockServer, Where } from './helpers';

const REGISTER = '/api/v1/security/register';
const CHECKOUT = '/fr/shoppingcarts/checkout';

async function renderPage(answer: () => Response) {
  const { calls } = mockServer((url) =>
    url.pathname === REGISTER ? answer() : json(404, { message: 'none' }),
  );
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(
    <>
      <Where />
      <RegisterPage />
    </>,
    { store, route: `/fr/security/register?returnUrl=${encodeURIComponent(CHECKOUT)}` },
  );
  const sent = () => calls.filter((c) => new URL(c.url).pathname === REGISTER);
  return { store, sent };
}

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

function fillValid() {
  type('Adresse e-mail', '  new.shopper@example.test ');
  type('Mot de passe', 'Correct-horse1');
  type('Prénom', ' Alex ');
  type('Nom', 'Martin');
  fireEvent.click(
    screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }),
  );
}

describe('register page (A3)', () => {
  afterEach(() => window.localStorage.clear());

  it('checks every field before calling: required, e-mail format, password rule, enforcetrue', async () => {
    const { sent } = await renderPage(() => json(500, {}));
    type('Adresse e-mail', 'alex@');
    type('Mot de passe', 'short');
    submit();
    expect(await screen.findByText('Cette adresse e-mail n’est pas valide.')).toBeInTheDocument();
    expect(field('Mot de passe')).toHaveAccessibleDescription(
      expect.stringContaining('Ce mot de passe ne respecte pas encore les règles ci-dessous.'),
    );
    expect(field('Prénom')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(field('Nom')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    const terms = screen.getByRole('checkbox', {
      name: 'J’accepte les conditions générales de vente',
    });
    expect(terms).toHaveAccessibleDescription(
      'Acceptez les conditions générales de vente pour créer votre compte.',
    );
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    // The first field in error has the focus.
    await waitFor(() => expect(field('Adresse e-mail')).toHaveFocus());
    expect(sent()).toHaveLength(0);
  });

  it('lists the password rules live, met or not, and says politely what changed', async () => {
    await renderPage(() => json(500, {}));
    const rules = () => field('Mot de passe').getAttribute('aria-describedby')!;
    const list = () => document.getElementById(rules())!;
    expect(list()).toHaveTextContent('au moins 10 caractères (pas encore respecté)');
    type('Mot de passe', 'abcdefghij');
    expect(list()).toHaveTextContent('au moins 10 caractères (respecté)');
    expect(list()).toHaveTextContent(
      'au moins 1 caractère qui n’est ni une lettre ni un chiffre (par ex. ! ? - #) (pas encore respecté)',
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('au moins 10 caractères : respecté');
    type('Mot de passe', 'abcdefghi!');
    expect(status).toHaveTextContent(
      'au moins 1 caractère qui n’est ni une lettre ni un chiffre (par ex. ! ? - #) : respecté',
    );
    expect(status).not.toHaveTextContent('10 caractères');
    type('Mot de passe', 'abc!');
    expect(status).toHaveTextContent('au moins 10 caractères : pas encore respecté');
  });

  it('refuses a VAT number without its prefix or with wrong check digits, live and on submit', async () => {
    const { sent } = await renderPage(() => json(500, {}));
    fillValid();
    type('Numéro de TVA', '0403019261');
    fireEvent.blur(field('Numéro de TVA'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Commencez par le code du pays, par ex. BE0403019261.',
    );
    expect(field('Numéro de TVA')).toHaveClass('is-invalid');
    type('Numéro de TVA', 'BE0403019262');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ce numéro de TVA n’existe pas : ses chiffres de contrôle ne correspondent pas.',
      ),
    );
    expect(sent()).toHaveLength(0);
    type('Numéro de TVA', 'BE0403019261');
    fireEvent.blur(field('Numéro de TVA'));
    await waitFor(() => expect(field('Numéro de TVA')).toHaveClass('is-valid'));
  });

  const SENT =
    'Nous avons envoyé un e-mail à new.shopper@example.test. Suivez son lien dans les 48 heures pour terminer votre inscription.';

  it('registers: trimmed values, the page’s language, the return URL; then “check your mail”, nobody logged in', async () => {
    const { sent, store } = await renderPage(() => json(202, { message: SENT }));
    fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: /recevoir la newsletter/ }));
    type('Nom de la société', ' Martin SRL ');
    type('Numéro de TVA', 'BE 0403.019.261');
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Néerlandais' }));
    submit();
    // The server's sentence takes the form's place; the page stays, no login happened.
    const status = await screen.findByText(SENT);
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form', { name: 'Créer un compte' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/fr/security/register');
    expect(await bodyOf(sent()[0]!)).toEqual({
      Email: 'new.shopper@example.test',
      Password: 'Correct-horse1',
      FirstName: 'Alex',
      LastName: 'Martin',
      Culture: 'nl',
      AcceptTerms: true,
      Newsletter: true,
      CompanyName: 'Martin SRL',
      VAT: 'BE 0403.019.261',
      ReturnUrl: CHECKOUT,
    });
    expect(isSignedInHint()).toBe(false);
    expect(store.getState().ui.dialog).toBeNull();
  });

  it('puts a refusal with a field on that field, one without in the alert, and keeps what was typed', async () => {
    let answer = json(400, { message: 'Ce prénom est trop long.', field: 'FirstName' });
    await renderPage(() => answer);
    fillValid();
    submit();
    await waitFor(() =>
      expect(field('Prénom')).toHaveAccessibleDescription('Ce prénom est trop long.'),
    );
    await waitFor(() => expect(field('Prénom')).toHaveFocus());
    expect(field('Prénom')).toHaveValue(' Alex ');
    expect(field('Mot de passe')).toHaveValue('Correct-horse1');
    answer = json(429, { message: 'Trop de tentatives. Réessayez dans 12 minutes.' });
    type('Prénom', 'Alexandre');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Réessayez dans 12 minutes.',
    );
    expect(field('Prénom')).toHaveValue('Alexandre');
    expect(screen.getByLabelText('location')).toHaveTextContent('/fr/security/register');
  });

  it('links to the terms in a new tab and to the login page with the same return URL', async () => {
    await renderPage(() => json(500, {}));
    const terms = screen.getByRole('link', { name: /Lire les conditions générales/ });
    expect(terms).toHaveAttribute('href', '/fr/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    const form = screen.getByRole('form', { name: 'Créer un compte' });
    expect(within(form).getByRole('group', { name: 'Langue de nos e-mails' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/fr/security/login?returnUrl=${encodeURIComponent(CHECKOUT)}`,
    );
  });
});
