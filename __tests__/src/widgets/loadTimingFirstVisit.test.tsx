/**
 * A first visit (a module of its own: the page has not settled yet): a `visible` marker is not
 * even watched before the shopper's first interaction (or the idle delay), so an untouched home
 * fetches none of its widgets below the fold; once settled, it mounts when it nears the viewport.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import { widgetRegistry } from '@src/widgets/registry';
import { unmountWidgets, WIDGET_STATE_ATTRIBUTE } from '@src/widgets/host';
import { cmsPage, renderSite } from '../../features/navigation/harness';
import { FakeObserver, Probe } from './fakeObserver';

/** Lets loads that are due start and settle (chunks and answers are promises here). */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(async () => {
  FakeObserver.all = [];
  await act(() => unmountWidgets());
  cleanup();
  delete widgetRegistry.probe;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('widget load timing on a first visit', () => {
  it('watches a visible marker only once the page has settled', async () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    let asked = 0;
    widgetRegistry.probe = () => {
      asked += 1;
      return Promise.resolve({ default: Probe });
    };
    const html =
      '<h1>Accueil</h1><div id="v" data-widget="probe" data-widget-load="visible" data-label="Plus bas"></div>';
    await renderSite({ '/fr/': cmsPage('', html) }, '/fr/');
    await screen.findByText('Accueil');
    await tick();
    // Untouched: nothing watched, nothing fetched.
    expect(FakeObserver.all).toHaveLength(0);
    expect(asked).toBe(0);
    expect(document.getElementById('v')).not.toHaveAttribute(WIDGET_STATE_ATTRIBUTE);

    // The first wheel turn settles the page: the marker is watched, and mounts when near.
    await act(async () => {
      window.dispatchEvent(new Event('wheel'));
    });
    await tick();
    const [observer] = FakeObserver.all;
    const marker = document.getElementById('v') as HTMLElement;
    expect(observer?.observed).toEqual([marker]);
    expect(asked).toBe(0);
    act(() => observer!.show(marker));
    expect(await screen.findByText('Plus bas')).toBeInTheDocument();
    expect(asked).toBe(1);
    expect(marker).toHaveAttribute(WIDGET_STATE_ATTRIBUTE, 'mounted');
  });
});
