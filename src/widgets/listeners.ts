import { pageLeave, pageLoaded } from '@base/events';
import type { AppStartListening, AppStore } from '@base/storeTypes';

import { pageCulture } from '@base/i18n/culture';
import { isChunkLoadError, reportChunkLoadError } from '@base/site/chunkErrors';
import { whenSettled } from '@store/deferred';
import {
  pageMarkers,
  showWidgetFailure,
  WIDGET_VISIBLE_MARGIN,
  widgetLoad,
  widgetLoadErrorText,
  type WidgetLoad,
} from './marker';

// The host and the registry are one chunk, fetched by the first page that holds a marker.
const loadHost = () =>
  Promise.all([
    import(/* webpackChunkName: "widget-host" */ './host'),
    import(/* webpackChunkName: "widget-host" */ './registry'),
  ]);

/** Markers waiting for their moment (idle, visible) are dropped by the next leave. */
interface Schedule {
  page: number;
  scheduled: WeakSet<HTMLElement>;
  cancels: (() => void)[];
}

/**
 * CMS widgets: scheduled after every page load by their `data-widget-load` (eager now, idle once
 * the page has settled, visible near the viewport once the page has settled), unmounted when the
 * page is left.
 */
export function addWidgetHostListeners(startAppListening: AppStartListening, store: AppStore) {
  let host: ReturnType<typeof loadHost> | undefined;
  const schedule: Schedule = { page: 0, scheduled: new WeakSet(), cancels: [] };

  async function mount(markers: HTMLElement[]): Promise<void> {
    host ??= loadHost();
    let loaded: Awaited<ReturnType<typeof loadHost>>;
    try {
      loaded = await host;
    } catch (error: unknown) {
      // The next page with a marker asks again; these markers say the widget is missing.
      host = undefined;
      if (isChunkLoadError(error)) reportChunkLoadError(error);
      else console.error('The widget host did not load', error);
      const text = widgetLoadErrorText(store.getState(), pageCulture());
      markers.forEach((marker) => showWidgetFailure(marker, text));
      return;
    }
    const [{ mountWidgets }, { widgetRegistry }] = loaded;
    await mountWidgets(document, store, widgetRegistry, markers);
  }

  /** Mounts each marker when it comes near the viewport (at once where that cannot be known). */
  function whenVisible(markers: HTMLElement[], page: number): void {
    if (typeof IntersectionObserver === 'undefined') {
      void mount(markers);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
        near.forEach((marker) => observer.unobserve(marker));
        if (near.length > 0 && page === schedule.page) void mount(near);
      },
      { rootMargin: WIDGET_VISIBLE_MARGIN },
    );
    markers.forEach((marker) => observer.observe(marker));
    schedule.cancels.push(() => observer.disconnect());
  }

  startAppListening({
    actionCreator: pageLoaded,
    effect: async function mountPageWidgets() {
      const markers = pageMarkers(document).filter((m) => !schedule.scheduled.has(m));
      if (markers.length === 0) return;
      markers.forEach((marker) => schedule.scheduled.add(marker));
      const page = schedule.page;
      const by = (load: WidgetLoad) => markers.filter((marker) => widgetLoad(marker) === load);
      const [eager, idle, visible] = [by('eager'), by('idle'), by('visible')];
      // Below the fold: nothing of theirs on a first visit before the page has settled (the
      // home's JS budget is what an untouched first load fetches), then a screen ahead.
      if (visible.length > 0) {
        void whenSettled().then(() =>
          page === schedule.page ? whenVisible(visible, page) : undefined,
        );
      }
      if (idle.length > 0) {
        void whenSettled().then(() => (page === schedule.page ? mount(idle) : undefined));
      }
      if (eager.length > 0) await mount(eager);
    },
  });
  startAppListening({
    actionCreator: pageLeave,
    effect: async function unmountPageWidgets() {
      schedule.page += 1;
      schedule.scheduled = new WeakSet();
      schedule.cancels.splice(0).forEach((cancel) => cancel());
      if (host) await (await host)[0].unmountWidgets();
    },
  });
}
