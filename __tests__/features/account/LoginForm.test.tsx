import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@features/account/LoginForm';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { customer, loadFrench, mockServer } from './helpers';

async function renderForm(onSuccess = jest.fn()) {
  const store = setupStore();
  await loadFrench(store);
  renderWithProviders(<LoginForm returnUrl="/fr/about" onSuccess={onSuccess} />, { store });
  return { store, onSuccess };
}

const email = () => screen.getByLabelText('Adresse e-mail');
const password = () => screen.getByLabelText('Mot de passe');
const submit = () => screen.getByRole('button', { name: 'Se connecter' });

describe('LoginForm', () => {
  it('asks for an e-mail and a password before calling the server', async () => {
    const { calls } = mockServer(() => json(500, {}));
    await renderForm();
    const before = calls.length;
    fireEvent.click(submit());
    expect(await screen.findByText('Saisissez votre adresse e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Saisissez votre adresse e-mail.');
    expect(calls.length).toBe(before);
  });

  it('checks the e-mail format after trimming it', async () => {
    mockServer(() => json(500, {}));
    await renderForm();
    fireEvent.change(email(), { target: { value: 'sophie@' } });
    fireEvent.blur(email());
    expect(await screen.findByText('Cette adresse e-mail n’est pas valide.')).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: '  sophie@example.test  ' } });
    await waitFor(() =>
      expect(screen.queryByText('Cette adresse e-mail n’est pas valide.')).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s message in an alert and keeps what was typed', async () => {
    mockServer(() => json(400, { message: 'Adresse e-mail ou mot de passe incorrect.' }));
    const { store, onSuccess } = await renderForm();
    fireEvent.change(email(), { target: { value: 'demo@vitrine.test' } });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Adresse e-mail ou mot de passe incorrect.',
    );
    expect(email()).toHaveValue('demo@vitrine.test');
    expect(password()).toHaveValue('wrong');
    expect(onSuccess).not.toHaveBeenCalled();
    // Handled inline: the catalogue's error modal stays closed.
    expect(store.getState().ui.dialog).toBeNull();
  });

  it('shows the rate-limit message too', async () => {
    mockServer(() => json(429, { message: 'Trop de requêtes. Réessayez dans un instant.' }));
    const { store } = await renderForm();
    fireEvent.change(email(), { target: { value: 'demo@vitrine.test' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de requêtes.');
    expect(store.getState().ui.dialog).toBeNull();
  });

  it('disables the button while sending, then hands the answer over', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { calls } = mockServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    document.cookie = 'vitrine.csrf=tok; path=/';
    const { onSuccess } = await renderForm();
    fireEvent.change(email(), { target: { value: ' demo@vitrine.test ' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    fireEvent.click(submit());
    const sending = await screen.findByRole('button', { name: 'Connexion…' });
    expect(sending).toBeDisabled();
    const request = calls[calls.length - 1]!;
    expect(new URL(request.url).pathname).toBe('/api/v1/security/login');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Accept-Language')).toBe('fr');
    expect(request.headers.get('X-CSRF-Token')).toBe('tok');
    expect(await request.clone().json()).toEqual({
      Email: 'demo@vitrine.test',
      Password: 'secret',
      ReturnUrl: '/fr/about',
    });
    const result = { ReturnUrl: '/fr/about', Customer: customer };
    answer(json(200, result));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(result));
    expect(submit()).toBeEnabled();
  });
});
