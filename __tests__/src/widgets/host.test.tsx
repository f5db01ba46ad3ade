import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { widgetRegistry } from '@src/widgets/registry';
import { unmountWidgets, WIDGET_STATE_ATTRIBUTE } from '@src/widgets/host';
import { useCulture } from '@base/i18n/useTranslation';
import { click, cmsPage, renderSite } from '../../features/navigation/harness';
import { tile } from '../../features/catalog/list/fixtures';

const effects = { mounted: 0, cleaned: 0 };

/** A test widget: shows its props and the culture it was given, counts its effect and cleanup. */
function Probe({ label = '', markup = '' }: { label?: string; markup?: string }) {
  const culture = useCulture();
  useEffect(() => {
    effects.mounted += 1;
    return () => {
      effects.cleaned += 1;
    };
  }, []);
  return (
    <p className="probe" data-markup={markup}>
      {label} {culture}
    </p>
  );
}

const chunkError = () =>
  Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });
const added = ['probe', 'broken'];

afterEach(async () => {
  // The site goes without a leave: its widget roots are given back here, not in the next test.
  await act(() => unmountWidgets());
  cleanup();
  for (const name of added) delete widgetRegistry[name];
  effects.mounted = 0;
  effects.cleaned = 0;
  jest.restoreAllMocks();
});

function register() {
  widgetRegistry.probe = () => Promise.resolve({ default: Probe });
  widgetRegistry.broken = () => Promise.reject(chunkError());
}

const pages = {
  '/fr/': cmsPage(
    '',
    '<h1>Accueil</h1><div id="w1" data-widget="probe" data-label="Un"></div><a id="other" href="/fr/other">Autre</a>',
  ),
  '/fr/other': cmsPage(
    'other',
    '<h1>Autre</h1><div id="w2" data-widget="probe" data-label="Deux"></div><a id="home" href="/fr/">Accueil</a>',
  ),
  '/nl/': cmsPage(
    '',
    '<h1>Home</h1><div id="w3" data-widget="probe" data-label="Drie"></div>',
    'nl',
  ),
};

describe('the widget host', () => {
  it('mounts a marker after the first load, with its data attributes as props and the page culture', async () => {
    register();
    await renderSite(pages, '/fr/');
    expect(await screen.findByText('Un fr')).toBeInTheDocument();
    const marker = document.getElementById('w1') as HTMLElement;
    expect(marker).toHaveAttribute(WIDGET_STATE_ATTRIBUTE, 'mounted');
    expect(marker.querySelectorAll('.probe')).toHaveLength(1);
    expect(effects.mounted).toBe(1);
  });

  it('hands the widget the HTML the CMS wrote inside its marker, shown until the widget mounts', async () => {
    register();
    const html = '<div id="m" data-widget="probe" data-label="Slides"><figure>Une</figure></div>';
    await renderSite({ '/fr/': cmsPage('', html) }, '/fr/');
    const probe = await screen.findByText('Slides fr');
    expect(probe).toHaveAttribute('data-markup', '<figure>Une</figure>');
    expect(document.querySelector('#m figure')).toBeNull();
  });

  it('gives a widget the culture of the page it is on', async () => {
    register();
    await renderSite(pages, '/nl/');
    expect(await screen.findByText('Drie nl')).toBeInTheDocument();
  });

  it('unmounts on leave (the effect cleanup runs) and mounts the next page after an in-place load', async () => {
    register();
    await renderSite(pages, '/fr/', { reducedMotion: false });
    await screen.findByText('Un fr');
    click(document.getElementById('other') as Element);
    await screen.findByText('Deux fr');
    expect(effects).toEqual({ mounted: 2, cleaned: 1 });
    expect(screen.queryByText('Un fr')).toBeNull();
    // Back in place: the home page's marker is mounted again, once.
    click(document.getElementById('home') as Element);
    await screen.findByText('Un fr');
    expect(effects).toEqual({ mounted: 3, cleaned: 2 });
    expect(document.querySelectorAll('.probe')).toHaveLength(1);
  });

  it('mounts nothing twice when the same page is announced again', async () => {
    register();
    const site = await renderSite(pages, '/fr/');
    await screen.findByText('Un fr');
    await act(async () => {
      site.store.dispatch({ type: 'page/loaded', payload: { path: '', bodyClass: 'home' } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.querySelectorAll('.probe')).toHaveLength(1);
    expect(effects.mounted).toBe(1);
  });

  it('warns about an unknown widget, leaves its marker untouched and mounts the others', async () => {
    register();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html =
      '<h1>Inconnu</h1><div id="u" data-widget="nope" data-x="1"><em>gardé</em></div><div data-widget="probe" data-label="Ok"></div>';
    await renderSite({ '/fr/': cmsPage('', html) }, '/fr/');
    await screen.findByText('Ok fr');
    const marker = document.getElementById('u') as HTMLElement;
    expect(marker.outerHTML).toBe('<div id="u" data-widget="nope" data-x="1"><em>gardé</em></div>');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nope"'));
  });

  it('shows a short message in a marker whose chunk does not load; the page and other widgets go on', async () => {
    register();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html =
      '<h1>Cassé</h1><div id="b" data-widget="broken"></div><div data-widget="probe" data-label="Ok"></div>';
    await renderSite({ '/fr/': cmsPage('', html) }, '/fr/');
    await screen.findByText('Ok fr');
    const marker = document.getElementById('b') as HTMLElement;
    // The harness serves no strings: t() shows the key (seeded in fr and nl).
    await waitFor(() => expect(marker).toHaveTextContent('Manager.WidgetLoadError'));
    expect(marker).toHaveAttribute(WIDGET_STATE_ATTRIBUTE, 'failed');
    expect(screen.getByRole('heading', { name: 'Cassé' })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it('product-slider: shows the products of the marker’s tag', async () => {
    const html =
      '<h1>Sélection</h1><div data-widget="product-slider" data-tag="meilleure-vente" data-title="Meilleures ventes" data-limit="2"></div>';
    const list = { Title: 'Meilleure vente', Products: [tile(1), tile(2), tile(3)] };
    const site = await renderSite(
      {
        '/fr/selection': cmsPage('selection', html),
        '/fr/catalog/tag/meilleure-vente': list as never,
      },
      '/fr/selection',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Meilleures ventes' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Robe 1',
      'Robe 2',
    ]);
    expect(site.fetches.calls.some((r) => r.url.includes('/fr/catalog/tag/meilleure-vente'))).toBe(
      true,
    );
  });
});
