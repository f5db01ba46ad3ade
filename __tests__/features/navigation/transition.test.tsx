import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { pageLeave, pageLoaded } from '@base/events';
import { click, cmsPage, renderSite } from './harness';

const pages = {
  '/fr/': cmsPage(
    '',
    '<h1>Accueil</h1><a id="slow" href="/fr/slow">Lent</a><a id="about" href="/fr/about">À propos</a>',
  ),
  '/fr/slow': cmsPage('slow', '<h1>Lent</h1>'),
  '/fr/about': cmsPage('about', '<h1>À propos</h1>'),
};

afterEach(() => {
  cleanup();
});

describe('the page-load sequence', () => {
  it('raises pageLeave, runs the out animation with the block loader, adds long-loading past 800 ms, then swaps', async () => {
    const leaves: unknown[] = [];
    const site = await renderSite(pages, '/fr/', {
      reducedMotion: false,
      delay: 1200,
      listeners: (startAppListening) =>
        startAppListening({
          actionCreator: pageLeave,
          effect: (a) => void leaves.push(a.payload),
        }),
    });
    await screen.findByRole('heading', { name: 'Accueil' }, { timeout: 3000 });
    const main = document.getElementById('main') as HTMLElement;
    const started = Date.now();
    click(document.getElementById('slow') as Element);
    await waitFor(() => expect(main).toHaveClass('page-leaving'));
    expect(leaves).toEqual([{ from: '/fr/', to: '/fr/slow' }]);
    expect(site.store.getState().ui.blockingTasks).toBe(1);
    expect(main).not.toHaveClass('long-loading');
    await waitFor(() => expect(main).toHaveClass('long-loading'), { timeout: 1500 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(790);
    // The old page stays (fading out) until the request is done.
    expect(screen.getByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Lent' }, { timeout: 3000 });
    expect(main).not.toHaveClass('page-leaving');
    expect(main).not.toHaveClass('long-loading');
    expect(main).toHaveClass('page-entering');
    expect(site.store.getState().ui.blockingTasks).toBe(0);
  });

  it('waits for the 800 ms out animation even when the request is quick, and skips it with reduced motion', async () => {
    await renderSite(pages, '/fr/', { reducedMotion: false });
    await screen.findByRole('heading', { name: 'Accueil' });
    let started = Date.now();
    click(document.getElementById('about') as Element);
    await screen.findByRole('heading', { name: 'À propos' }, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(790);
    cleanup();
    await renderSite(pages, '/fr/', { reducedMotion: true });
    await screen.findByRole('heading', { name: 'Accueil' });
    started = Date.now();
    click(document.getElementById('about') as Element);
    await screen.findByRole('heading', { name: 'À propos' });
    expect(Date.now() - started).toBeLessThan(700);
    expect(document.getElementById('main')).not.toHaveClass('page-entering');
  });

  it('aborts the previous request when a new load of the same target starts', async () => {
    const site = await renderSite(pages, '/fr/', { reducedMotion: true, delay: 300 });
    await screen.findByRole('heading', { name: 'Accueil' }, { timeout: 3000 });
    click(document.getElementById('slow') as Element);
    await waitFor(() =>
      expect(site.fetches.calls.some((r) => r.url.endsWith('/fr/slow'))).toBe(true),
    );
    click(document.getElementById('about') as Element);
    await screen.findByRole('heading', { name: 'À propos' }, { timeout: 3000 });
    const slow = site.fetches.calls.find((r) => r.url.endsWith('/fr/slow'));
    expect(slow?.signal.aborted).toBe(true);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(screen.queryByRole('heading', { name: 'Lent' })).toBeNull();
    expect(window.location.pathname).toBe('/fr/about');
  });
});

describe('every page left raises pageLeave once, before the next pageLoaded', () => {
  it('also with reduced motion and pages that answer at once (the loading state may never render)', async () => {
    const seen: string[] = [];
    await renderSite(pages, '/fr/', {
      listeners: (startAppListening) =>
        startAppListening({
          predicate: (action) => pageLeave.match(action) || pageLoaded.match(action),
          effect: (action) => {
            const { payload } = action as ReturnType<typeof pageLeave | typeof pageLoaded>;
            seen.push(
              pageLeave.match(action)
                ? `leave ${(payload as { to: string }).to}`
                : `loaded ${(payload as { path: string }).path}`,
            );
          },
        }),
    });
    await screen.findByRole('heading', { name: 'Accueil' });
    click(document.getElementById('about') as Element);
    await screen.findByRole('heading', { name: 'À propos' });
    await act(async () => {
      window.history.back();
    });
    await screen.findByRole('heading', { name: 'Accueil' });
    await waitFor(() => expect(seen.filter((s) => s.startsWith('loaded'))).toHaveLength(3));
    expect(seen).toEqual(['loaded ', 'leave /fr/about', 'loaded about', 'leave /fr/', 'loaded ']);
  });
});
