import { pageLeave, pageLoaded } from '@base/events';
import type { AppStartListening, AppStore } from '@base/storeTypes';

import { WIDGET_SELECTOR } from './marker';

// The host and the registry are one chunk, fetched by the first page that holds a marker.
const loadHost = () =>
  Promise.all([
    import(/* webpackChunkName: "widget-host" */ './host'),
    import(/* webpackChunkName: "widget-host" */ './registry'),
  ]);

/** CMS widgets: mounted after every page load, unmounted when the page is left. */
export function addWidgetHostListeners(startAppListening: AppStartListening, store: AppStore) {
  let host: ReturnType<typeof loadHost> | undefined;
  startAppListening({
    actionCreator: pageLoaded,
    effect: async function mountPageWidgets() {
      if (!host && !document.querySelector(WIDGET_SELECTOR)) return;
      host ??= loadHost();
      const [{ mountWidgets }, { widgetRegistry }] = await host;
      await mountWidgets(document, store, widgetRegistry);
    },
  });
  startAppListening({
    actionCreator: pageLeave,
    effect: async function unmountPageWidgets() {
      if (host) await (await host)[0].unmountWidgets();
    },
  });
}
