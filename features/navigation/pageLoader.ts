import { contentApi } from '@api/content';
import type { AppStore } from '@base/storeTypes';
import { PAGE_ANIMATION_DELAY } from './constants';
import { cacheDisabledFor } from './historyState';
import type { PageLoaderArgs } from './navigationController';
import { cleanPagePath, isPagePath } from './pagePath';
import { prefersReducedMotion } from '@base/dom/reducedMotion';

let firstPageShown = false;

/** Called once the first page is on screen: later loads run the out animation. */
export function markFirstPageShown(): void {
  firstPageShown = true;
}

/** The out animation: the new page is shown when both it and the request are done. */
export function pageOut(signal: AbortSignal): Promise<void> {
  if (!firstPageShown || prefersReducedMotion()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAGE_ANIMATION_DELAY);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Loads a CMS page (S8) into the RTK Query cache while the out animation runs. The navigation
 * controller aborts the load when a newer navigation starts, and that aborts the request.
 */
export function createCmsPageLoader(store: AppStore) {
  return async function cmsPageLoader({ params, request }: PageLoaderArgs): Promise<null> {
    const path = cleanPagePath(params['*']);
    if (!params.culture || !isPagePath(path)) return null;
    const forceRefetch = cacheDisabledFor(new URL(request.url));
    const query = store.dispatch(
      contentApi.endpoints.getPage.initiate({ culture: params.culture, path }, { forceRefetch }),
    );
    const abort = () => query.abort();
    request.signal.addEventListener('abort', abort);
    try {
      await Promise.all([query, pageOut(request.signal)]);
    } finally {
      request.signal.removeEventListener('abort', abort);
      query.unsubscribe();
    }
    return null;
  };
}
