import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { setupStore } from '@store/index';
import { startAppListening } from '@store/listenerMiddleware';
import { registerListeners } from '@store/listeners';
import { contentApi } from '@api/content';
import { App } from './App';
import { cultureFromPath } from './i18n/culture';
import { loadStringResources } from './i18n/loadStrings';
import { captureServerMain } from './pages/FirstPaint';
import { runtimeConfig } from './runtimeConfig';
import './styles/main.scss';

async function boot(): Promise<void> {
  const config = runtimeConfig();
  const culture = cultureFromPath(
    window.location.pathname.slice(config.appBase.length),
    config.cultures,
    config.defaultCulture,
  );
  const store = setupStore();
  registerListeners(startAppListening);
  const persistor = persistStore(store);
  if (config.page) {
    // The first document carries its page: no second request for it.
    store.dispatch(
      contentApi.util.upsertQueryData('getPage', { culture, path: config.page.Path }, config.page),
    );
  }
  captureServerMain();
  await loadStringResources(store, culture);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  );
}

void boot();
