import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CookieConsent } from '@features/consent/CookieConsent';
import { CookieSettingsButton } from '@features/consent/CookieSettingsButton';
import { selectConsent, selectConsentStatus } from '@features/consent/slice';
import type { AppStore } from '@store/index';
import { renderWithProviders } from '../../support/render';
import {
  clearCookies,
  consentCookie,
  loadSeedStrings,
  servedWith,
  setConsentCookie,
  settings,
  storeWithListeners,
} from './helpers';

async function renderConsent(culture: 'fr' | 'nl' = 'fr'): Promise<AppStore> {
  const store = storeWithListeners();
  await loadSeedStrings(store, culture);
  // Under a /:culture route, as in the app, so t() speaks the page's culture.
  renderWithProviders(
    <Routes>
      <Route
        path="/:culture/*"
        element={
          <>
            <CookieSettingsButton />
            <CookieConsent />
          </>
        }
      />
    </Routes>,
    { store, route: `/${culture}/` },
  );
  return store;
}

const banner = () => screen.findByRole('region', { name: 'Vos cookies, votre choix' });
const dialog = () => screen.findByRole('dialog', { name: 'Préférences de cookies' });

beforeEach(() => servedWith());
afterEach(() => {
  clearCookies();
  jest.restoreAllMocks();
});

describe('cookie consent banner and preferences', () => {
  it('shows the translated banner when no choice exists; Accept all saves and closes it', async () => {
    const store = await renderConsent();
    const region = await banner();
    expect(region).toHaveTextContent('Nous utilisons des cookies');
    fireEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(selectConsentStatus(store.getState())).toBe('acceptedAll');
    expect(consentCookie()).toEqual(settings(true, true, true));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });

  it('Decline all records a refusal', async () => {
    const store = await renderConsent();
    await banner();
    fireEvent.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(selectConsentStatus(store.getState())).toBe('declinedAll');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });

  it('shows nothing (and loads nothing) when a valid choice is stored', async () => {
    setConsentCookie(settings(false, true, false));
    const store = await renderConsent();
    expect(selectConsentStatus(store.getState())).toBe('custom');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('Customise opens labelled, described switches; Save my choice stores the mix', async () => {
    const store = await renderConsent();
    await banner();
    fireEvent.click(screen.getByRole('button', { name: 'Personnaliser' }));
    await dialog();
    const statistics = screen.getByRole('switch', { name: 'Statistiques' });
    expect(statistics).not.toBeChecked();
    expect(statistics).toHaveAccessibleDescription(
      'Nous aident à comprendre, de façon anonyme, comment le site est utilisé.',
    );
    expect(screen.getByRole('switch', { name: 'Préférences' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Marketing' })).toBeInTheDocument();
    fireEvent.click(statistics);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mon choix' }));
    expect(selectConsent(store.getState())).toEqual(settings(false, true, false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the footer button reopens the preferences with the current choice', async () => {
    setConsentCookie(settings(true, false, true));
    const store = await renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Gérer les cookies' }));
    await dialog();
    expect(screen.getByRole('switch', { name: 'Préférences' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Statistiques' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(selectConsentStatus(store.getState())).toBe('declinedAll');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closing the dialog without saving brings the banner back', async () => {
    await renderConsent();
    await banner();
    fireEvent.click(screen.getByRole('button', { name: 'Personnaliser' }));
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(await banner()).toBeInTheDocument();
  });

  it('a [data-cookie-settings] button in CMS HTML opens the preferences', async () => {
    setConsentCookie(settings(true, true, true));
    await renderConsent();
    const cms = document.createElement('button');
    cms.setAttribute('data-cookie-settings', '');
    document.body.append(cms);
    fireEvent.click(cms);
    expect(await dialog()).toBeInTheDocument();
    cms.remove();
  });

  it('speaks Dutch on /nl/ pages', async () => {
    await renderConsent('nl');
    expect(await screen.findByRole('region', { name: 'Uw cookies, uw keuze' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alles aanvaarden' })).toBeInTheDocument();
  });
});
