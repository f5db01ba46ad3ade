import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { MapView } from '@features/maps/MapView';
import MapWidget from '@features/maps/widget/MapWidget';
import { renderWithProviders } from '../../support/render';
import { mapsStore, serveMaps } from './harness';

const centre = { lat: 50.85, lng: 4.35 };
const map = <MapView label="Carte des points" center={centre} markers={[]} />;

describe('MapView without Google (the states it shows instead)', () => {
  it('says the map is unavailable when M5 has no key', async () => {
    serveMaps('');
    const store = await mapsStore({ preferences: true, marketing: true });
    renderWithProviders(map, { store });
    const region = screen.getByRole('region', { name: 'Carte des points' });
    expect(region).toBeInTheDocument();
    expect(
      await screen.findByText(/La carte n’est pas disponible pour le moment/),
    ).toBeInTheDocument();
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  });

  it('asks for marketing consent, and its button opens the cookie preferences', async () => {
    serveMaps('a-key');
    const store = await mapsStore({ preferences: true, marketing: false });
    renderWithProviders(map, { store });
    expect(await screen.findByText(/Autorisez les cookies marketing/)).toBeInTheDocument();
    expect(store.getState().consent.preferencesOpen).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Gérer les cookies' }));
    expect(store.getState().consent.preferencesOpen).toBe(true);
    // Google is never contacted without the consent.
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  });

  it('waits (loading) while the consent cookie has not been read', async () => {
    serveMaps('a-key');
    const store = await mapsStore(null);
    renderWithProviders(map, { store });
    expect(await screen.findByText('Chargement de la carte…')).toBeInTheDocument();
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  });
});

describe('MapWidget', () => {
  it('shows the translated widget error for a bad attribute, and says why in the console', async () => {
    serveMaps('a-key');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await mapsStore({ preferences: true, marketing: true });
    renderWithProviders(<MapWidget lat="50" lng="4" zoom="99" />, { store });
    expect(
      await screen.findByText('Cette carte est mal configurée et ne peut pas être affichée.'),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/data-zoom/));
    warn.mockRestore();
  });

  it('shows a map region named by data-label for good attributes', async () => {
    serveMaps('');
    const store = await mapsStore({ preferences: true, marketing: true });
    renderWithProviders(
      <MapWidget label="Carte de nos boutiques" markers='[{"title":"A","lat":50,"lng":4}]' />,
      { store },
    );
    expect(screen.getByRole('region', { name: 'Carte de nos boutiques' })).toBeInTheDocument();
    expect(await screen.findByText(/La carte n’est pas disponible/)).toBeInTheDocument();
  });
});
