/**
 * The map in a document whose Content-Security-Policy keeps Google's hosts out (made for a page
 * without a map, this one reached in place): nothing is asked of Google, the page is loaded again
 * as its own document, once (features/maps/document.ts).
 */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { MapView as MapViewType } from '@features/maps/MapView';
import type { mapDocumentNeeded as mapDocumentNeededType } from '@features/maps/document';
import { renderWithProviders } from '../../support/render';
import { mapsStore, serveMaps } from './harness';

// window.location.reload cannot be watched in jsdom: the function that calls it stands in.
const mockReload = jest.fn();
jest.mock('@features/maps/document', () => ({
  __esModule: true,
  ...jest.requireActual<object>('@features/maps/document'),
  reloadForMap: () => mockReload(),
}));
// Imported once the mock is registered (this transform does not hoist jest.mock above imports).
let MapView: typeof MapViewType;
let mapDocumentNeeded: typeof mapDocumentNeededType;
beforeAll(async () => {
  ({ MapView } = await import('@features/maps/MapView'));
  ({ mapDocumentNeeded } = await import('@features/maps/document'));
});

const map = () => (
  <MapView label="Carte des points" center={{ lat: 50.85, lng: 4.35 }} markers={[]} />
);

/** The server's config for a document made for a page with (true) or without a map. */
const madeFor = (mapHosts: boolean) => {
  window.__VITRINE__ = { ...window.__VITRINE__, mapHosts };
};

afterEach(() => {
  delete window.__VITRINE__;
  mockReload.mockClear();
});

describe('a map in a document made for a page without one', () => {
  it('asks nothing of Google and loads the page again as its own document', async () => {
    serveMaps('a-key');
    const store = await mapsStore({ preferences: true, marketing: true });
    madeFor(false);
    renderWithProviders(map(), { store });
    await waitFor(() => expect(mockReload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Chargement de la carte…')).toBeInTheDocument();
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  });

  it('says the map cannot load when the document is that page’s own already (no loop)', async () => {
    serveMaps('a-key');
    const store = await mapsStore({ preferences: true, marketing: true });
    madeFor(false);
    // The document's navigation entry (jsdom has none): made for this very address.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? [{ name: window.location.href }] : []),
    });
    try {
      renderWithProviders(map(), { store });
      expect(await screen.findByText(/La carte n’a pas pu être chargée/)).toBeInTheDocument();
      expect(mockReload).not.toHaveBeenCalled();
    } finally {
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    }
  });

  it('reloads nothing in a document whose policy admits the map', async () => {
    serveMaps('');
    const store = await mapsStore({ preferences: true, marketing: true });
    madeFor(true);
    renderWithProviders(map(), { store });
    expect(await screen.findByText(/La carte n’est pas disponible/)).toBeInTheDocument();
    expect(mockReload).not.toHaveBeenCalled();
  });

  it('has the cart’s route loaded as a document only when the map would load', async () => {
    const refusing = await mapsStore({ preferences: true, marketing: false });
    const consenting = await mapsStore({ preferences: true, marketing: true });
    madeFor(false);
    expect(mapDocumentNeeded(refusing.getState())).toBe(false);
    expect(mapDocumentNeeded(consenting.getState())).toBe(true);
    madeFor(true);
    expect(mapDocumentNeeded(consenting.getState())).toBe(false);
  });
});
