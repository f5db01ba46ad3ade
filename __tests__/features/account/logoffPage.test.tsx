import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { LogoffPage } from '@features/account/LogoffPage';
import { isSignedInHint, rememberSignedIn } from '@features/account/sessionHint';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { loadFrench, mockServer } from './helpers';

describe('LogoffPage (a GET of the logoff address)', () => {
  it('logs off no one by itself: one button, a plain form that POSTs the CSRF token', async () => {
    document.cookie = 'vitrine.csrf=token-42; path=/';
    rememberSignedIn();
    // The strings only: the page asks nothing of the server.
    const { calls } = mockServer(() => json(404, {}));
    const store = setupStore();
    await loadFrench(store);
    renderWithProviders(<LogoffPage />, { store, route: '/fr/security/logoff' });
    expect(screen.getByRole('heading', { level: 1, name: 'Déconnexion' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Se déconnecter' });
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/fr/security/logoff');
    const fields = Array.from(form.elements as HTMLCollectionOf<HTMLInputElement>);
    expect(fields.map((f) => [f.type, f.name, f.value])).toEqual([
      ['hidden', 'csrfToken', 'token-42'],
      ['submit', '', ''],
    ]);
    // Nothing was ended by showing the page; sending the form drops the sign-in hint.
    expect(isSignedInHint()).toBe(true);
    form.addEventListener('submit', (event) => event.preventDefault());
    fireEvent.submit(form);
    expect(isSignedInHint()).toBe(false);
    expect(calls.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/v1/localization/fr/stringresources',
    ]);
    document.cookie = 'vitrine.csrf=; Max-Age=0; path=/';
  });
});
