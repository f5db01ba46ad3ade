import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from '@store/index';
import { createRouter } from './router';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(() => createRouter(store));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
