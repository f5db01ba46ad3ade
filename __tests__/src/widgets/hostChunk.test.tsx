import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { CHUNK_LOAD_ERROR_EVENT } from '@base/site/constants';
import { click, cmsPage, renderSite } from '../../features/navigation/harness';

// The host's own chunk does not load (a deploy replaced it, the network dropped).
jest.mock('@src/widgets/host', () => {
  throw Object.assign(new Error('Loading chunk widget-host failed.'), { name: 'ChunkLoadError' });
});

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const pages = {
  '/fr/': cmsPage(
    '',
    '<h1>Accueil</h1><div id="w1" data-widget="product-slider"></div><a id="other" href="/fr/other">Autre</a>',
  ),
  '/fr/other': cmsPage('other', '<h1>Autre</h1><div id="w2" data-widget="product-slider"></div>'),
};

describe('the widget host when its own chunk does not load', () => {
  it('says so in every marker, raises the chunk-error dialog, and asks again on the next page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: unknown[] = [];
    const record = (event: Event) => reported.push((event as CustomEvent).detail);
    window.addEventListener(CHUNK_LOAD_ERROR_EVENT, record);
    try {
      await renderSite(pages, '/fr/');
      const first = document.getElementById('w1') as HTMLElement;
      // The harness serves no strings: t() shows the key (seeded in fr and nl).
      await waitFor(() => expect(first).toHaveTextContent('Manager.WidgetLoadError'));
      expect(first).toHaveAttribute('data-widget-state', 'failed');
      expect(screen.getByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
      expect(reported).toHaveLength(1);
      click(document.getElementById('other') as Element);
      await screen.findByRole('heading', { name: 'Autre' });
      const second = document.getElementById('w2') as HTMLElement;
      await waitFor(() => expect(second).toHaveAttribute('data-widget-state', 'failed'));
      // Asked again (not a cached failure), and told again.
      expect(reported).toHaveLength(2);
    } finally {
      window.removeEventListener(CHUNK_LOAD_ERROR_EVENT, record);
    }
  });
});
