import { pageLeave, pageLoaded } from '@base/events';
import type { AppStartListening } from '@base/storeTypes';
import { mountWidgets, unmountWidgets, type WidgetStore } from './host';
import { widgetRegistry } from './registry';

/**
 * CMS widgets: mounted after every page load, unmounted when the page is left. Widget roots get a
 * view of the store built from the listener API (a listener per root stands for subscribe).
 */
export function addWidgetHostListeners(startAppListening: AppStartListening): void {
  let store: WidgetStore | undefined;
  startAppListening({
    actionCreator: pageLoaded,
    effect: async function mountPageWidgets(_action, api) {
      store ??= {
        getState: api.getState,
        dispatch: api.dispatch,
        subscribe: (listener) =>
          startAppListening({
            predicate: () => true,
            effect: function notifyWidgetRoot() {
              listener();
            },
          }),
        replaceReducer: () => {
          throw new Error('A widget root cannot replace the reducer.');
        },
        [Symbol.observable]: () => {
          throw new Error('A widget root does not observe the store.');
        },
      };
      await mountWidgets(document, store, widgetRegistry);
    },
  });
  startAppListening({
    actionCreator: pageLeave,
    effect: async function unmountPageWidgets() {
      await unmountWidgets();
    },
  });
}
