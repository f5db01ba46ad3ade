/**
 * When a marker's widget loads (`data-widget-load`): eager with the page, idle once the page has
 * settled (the first interaction here), visible when the marker nears the viewport. What is not
 * due yet loads nothing, not even the host chunk's widgets; a leave drops what was waiting.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import { widgetRegistry } from '@src/widgets/registry';
import { unmountWidgets, WIDGET_STATE_ATTRIBUTE } from '@src/widgets/host';
import { WIDGET_VISIBLE_MARGIN } from '@src/widgets/marker';
import { click, cmsPage, renderSite } from '../../features/navigation/harness';
import { FakeObserver, Probe } from './fakeObserver';

/** Lets loads that are due start and settle (chunks and answers are promises here). */
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(async () => {
  await act(() => unmountWidgets());
  cleanup();
  delete widgetRegistry.probe;
  FakeObserver.all = [];
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('widget load timing', () => {
  it('mounts an idle marker only once the page has settled, an eager one at once', async () => {
    widgetRegistry.probe = () => Promise.resolve({ default: Probe });
    const html =
      '<div id="e" data-widget="probe" data-label="Tout de suite"></div><div id="i" data-widget="probe" data-widget-load="idle" data-label="Plus tard"></div>';
    await renderSite({ '/fr/': cmsPage('', html) }, '/fr/');
    await screen.findByText('Tout de suite');
    await tick();
    expect(screen.queryByText('Plus tard')).toBeNull();
    expect(document.getElementById('i')).not.toHaveAttribute(WIDGET_STATE_ATTRIBUTE);
    // The shopper's first interaction settles the page.
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(await screen.findByText('Plus tard')).toBeInTheDocument();
    // The load attribute is the host's, not a prop of the widget.
    expect(document.getElementById('i')).toHaveAttribute(WIDGET_STATE_ATTRIBUTE, 'mounted');
  });

  it('mounts a visible marker when it nears the viewport, and drops the watch on leave', async () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
    widgetRegistry.probe = () => Promise.resolve({ default: Probe });
    const pages = {
      '/fr/': cmsPage(
        '',
        '<div id="v" data-widget="probe" data-widget-load="visible" data-label="Plus bas"></div><a id="next" href="/fr/other">Autre</a>',
      ),
      '/fr/other': cmsPage(
        'other',
        '<h1>Autre</h1><div id="w" data-widget="probe" data-widget-load="visible" data-label="Ailleurs"></div>',
      ),
    };
    await renderSite(pages, '/fr/');
    // A visible marker is watched once the page has settled (loadTimingFirstVisit.test.tsx).
    await act(async () => {
      window.dispatchEvent(new Event('wheel'));
    });
    await tick();
    const [observer] = FakeObserver.all;
    expect(observer?.options?.rootMargin).toBe(WIDGET_VISIBLE_MARGIN);
    const marker = document.getElementById('v') as HTMLElement;
    expect(observer?.observed).toEqual([marker]);
    expect(screen.queryByText('Plus bas')).toBeNull();
    act(() => observer!.show(marker));
    expect(await screen.findByText('Plus bas')).toBeInTheDocument();
    expect(observer?.observed).toEqual([]);
    // The next page's marker is watched by a new observer; the old one is gone with the leave.
    click(document.getElementById('next') as Element);
    await screen.findByText('Autre');
    await tick();
    expect(observer?.disconnected).toBe(true);
    expect(FakeObserver.all).toHaveLength(2);
    expect(screen.queryByText('Ailleurs')).toBeNull();
  });
});
