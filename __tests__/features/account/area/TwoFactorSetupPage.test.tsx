import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TwoFactorSetupPage } from '@features/account/area/twofactor/TwoFactorSetupPage';
import { setupStore } from '@store/index';
import { renderWithProviders } from '../../../support/render';
import { json } from '../../../support/fetchMock';
import { bodyOf, customer, loadFrench, mockAccountServer } from './helpers';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

function server(state: { enabled: boolean; setups: number }) {
  return mockAccountServer(customer, async (url, _init, request) => {
    switch (url.pathname) {
      case '/api/v1/account/twofactor':
        return json(200, { Enabled: state.enabled, RecoveryCodesLeft: state.enabled ? 10 : 0 });
      case '/api/v1/account/twofactor/setup':
        state.setups += 1;
        return json(200, {
          Secret: SECRET,
          OtpauthUri: `otpauth://totp/Vitrine:demo%40vitrine.test?secret=${SECRET}&issuer=Vitrine`,
          QrSvg: QR,
        });
      case '/api/v1/account/twofactor/enable': {
        const { Code } = await bodyOf(request);
        if (Code !== '123456') {
          return json(400, { message: 'Ce code n’est pas le bon.', field: 'Code' });
        }
        state.enabled = true;
        return json(200, { RecoveryCodes: CODES });
      }
      default:
        return json(404, {});
    }
  });
}

/** jsdom's Blob has no text(): read it as a browser without it would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

async function renderSetup(state = { enabled: false, setups: 0 }) {
  const { calls } = server(state);
  const store = setupStore();
  await loadFrench(store);
  const view = renderWithProviders(<TwoFactorSetupPage />, {
    store,
    route: '/fr/account/security/twofactor',
  });
  return { calls, store, state, view };
}

describe('TwoFactorSetupPage (001 §2 2FA QR-code page)', () => {
  let created: Blob[];
  beforeEach(() => {
    created = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:recovery-codes';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the QR code as an image and the secret in groups of four, asking for one secret', async () => {
    const { state } = await renderSetup();
    const qr = await screen.findByRole('img', {
      name: 'Code QR à scanner pour la validation en deux étapes',
    });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR)}`,
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    expect(state.setups).toBe(1);
  });

  it('a wrong code is said on the field and nothing is enabled', async () => {
    const { state } = await renderSetup();
    const code = await screen.findByRole('textbox', { name: /Code à 6 chiffres/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activer' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/Ce code n’est pas le bon/));
    expect(state.enabled).toBe(false);
    expect(code).toHaveValue('654321');
  });

  it('enables with a current code, then shows the 10 recovery codes once, downloadable', async () => {
    const { state, view, store } = await renderSetup();
    const code = await screen.findByRole('textbox', { name: /Code à 6 chiffres/ });
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activer' }));
    await screen.findByRole('heading', { name: 'Codes de secours' });
    expect(state.enabled).toBe(true);
    for (const c of CODES) expect(screen.getByText(c)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();

    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger (.txt)' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
    const text = await readText(created[0] as Blob);
    expect(text.split('\n').slice(2, 12)).toEqual(CODES);
    expect(text.split('\n')[0]).toBe('Codes de secours Vitrine (chacun fonctionne une fois)');
    expect(screen.getByRole('link', { name: 'Retour à la sécurité' })).toHaveAttribute(
      'href',
      '/fr/account/security',
    );

    // Shown once: coming back to the page shows that it is on, not the codes.
    view.unmount();
    renderWithProviders(<TwoFactorSetupPage />, { store, route: '/fr/account/security/twofactor' });
    expect(
      await screen.findByText('La validation en deux étapes est déjà activée sur votre compte.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(CODES[0] as string)).toBeNull();
  });
});
