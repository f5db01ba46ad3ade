import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { localizationApi } from '@api/localization';
import { setupStore } from '@store/index';
import { startAppListening } from '@store/listenerMiddleware';
import { registerListeners } from '@store/listeners';
import { App } from './App';
import { cultureFromPath } from './i18n/culture';
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
  // String resources load before the first render; a failure is logged and keys show instead.
  const strings = await store.dispatch(
    localizationApi.endpoints.getStringResources.initiate(culture),
  );
  if (strings.error)
    console.warn(`[i18n] string resources for "${culture}" could not be loaded`, strings.error);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App store={store} persistor={persistor} />
    </StrictMode>,
  );
}

void boot();
