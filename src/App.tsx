import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { PageRoutes } from '@features/navigation/PageRoutes';
import { runtimeConfig } from '@base/runtimeConfig';
import type { AppStore } from '@store/index';
import { FirstPaint } from './pages/FirstPaint';
import { appRoutes } from './router';

/**
 * React Router's declarative mode (BrowserRouter, the app base as basename) and our navigation
 * controller (features/navigation/PageRoutes.tsx): the data router's loaders, pending state and
 * error element, for about 14 KB less of home-page JS.
 */
export function App({ store }: { store: AppStore }) {
  const [routes] = useState(() => appRoutes(store));
  return (
    <Provider store={store}>
      <BrowserRouter basename={runtimeConfig().appBase || '/'}>
        <PageRoutes routes={routes} basename={runtimeConfig().appBase} FirstPaint={FirstPaint} />
      </BrowserRouter>
    </Provider>
  );
}
