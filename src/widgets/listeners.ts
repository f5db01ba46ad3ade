import { pageLeave, pageLoaded } from '@base/events';
import type { AppStartListening, AppStore } from '@base/storeTypes';

import { pageCulture } from '@base/i18n/culture';
import { isChunkLoadError, reportChunkLoadError } from '@base/site/chunkErrors';
import { pageMarkers, showWidgetFailure, WIDGET_SELECTOR, widgetLoadErrorText } from './marker';

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
      let loaded: Awaited<ReturnType<typeof loadHost>>;
      try {
        loaded = await host;
      } catch (error: unknown) {
        // The next page with a marker asks again; this page's markers say the widget is missing.
        host = undefined;
        if (isChunkLoadError(error)) reportChunkLoadError(error);
        else console.error('The widget host did not load', error);
        const text = widgetLoadErrorText(store.getState(), pageCulture());
        pageMarkers(document).forEach((marker) => showWidgetFailure(marker, text));
        return;
      }
      const [{ mountWidgets }, { widgetRegistry }] = loaded;
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
