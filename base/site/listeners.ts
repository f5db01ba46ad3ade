import { pageLeave, pageLoaded } from '@base/events';
import type { AppStartListening } from '@base/storeTypes';
import { chunkLoadErrorDialogOpened, isChunkLoadError } from './chunkErrors';
import { SCROLL_ANIMATED_CLASS, SCROLL_ANIMATION_SELECTOR } from './constants';

const loadPageBehaviours = () =>
  import(/* webpackChunkName: "page-behaviours" */ './pageBehaviours').catch((error: unknown) => {
    if (!isChunkLoadError(error)) throw error;
    return undefined;
  });

/** Binds the page behaviours to each page once rendered, and unbinds them when it goes. */
export function addSiteListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: pageLoaded,
    effect: async function bindPageBehavioursOnLoad(_action, api) {
      // A newer page load takes over: the cancelled effect unbinds in its finally.
      api.cancelActiveListeners();
      const behaviours = await api.pause(loadPageBehaviours());
      if (!behaviours) {
        // Without the chunk nothing would ever reveal the marked elements: show them as they are.
        for (const element of document.querySelectorAll(SCROLL_ANIMATION_SELECTOR)) {
          element.classList.add(SCROLL_ANIMATED_CLASS);
        }
        api.dispatch(chunkLoadErrorDialogOpened());
        return;
      }
      const unbind = behaviours.bindPageBehaviours(document);
      try {
        await api.condition((action) => pageLeave.match(action));
      } finally {
        unbind();
      }
    },
  });
}
