import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { attachActionLog, preferencesRehydrated, whenSettled } from '@store/deferred';
import { setupStore } from '@store/index';
import { registerListeners } from '@store/listeners';
import { contentApi } from '@api/content';
import { App } from './App';
import { cultureFromPath } from '@base/i18n/culture';
import { loadStringResources } from './loadStrings';
import { captureServerMain } from './pages/FirstPaint';
import { runtimeConfig } from '@base/runtimeConfig';
import { yieldToBrowser } from './yieldToBrowser';

/** The app's start, once src/index.tsx has evaluated this module's code (see there). */
export async function start(): Promise<void> {
  const config = runtimeConfig();
  const culture = cultureFromPath(
    window.location.pathname.slice(config.appBase.length),
    config.cultures,
    config.defaultCulture,
  );
  const store = setupStore(undefined, { listeners: registerListeners });
  if (config.page) {
    // The first document carries its page: no second request for it.
    store.dispatch(
      contentApi.util.upsertQueryData('getPage', { culture, path: config.page.Path }, config.page),
    );
  }
  captureServerMain();
  const strings = loadStringResources(store, culture);
  await yieldToBrowser();
  await strings;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser: the first render of a long page
  // (a list of tiles, a product) no longer blocks the main thread in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
  // Not needed to paint the page: redux-persist (stored preferences) and the support action
  // log's recorder, which folds in what its buffer kept meanwhile.
  // Neither is needed by the shopper: a chunk that does not load is only logged (no dialog).
  void whenSettled()
    .then(() => Promise.all([preferencesRehydrated(store), attachActionLog(store)]))
    .catch((error: unknown) => console.warn('Settle-time chunks did not load', error));
}
