import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { browserCulture } from './i18n/culture';
import { RouteError } from './pages/RouteError';
import { runtimeConfig } from './runtimeConfig';
import { Layout } from './shell/Layout';

const cmsRoute = () => import(/* webpackChunkName: "page-cms" */ './pages/CmsRoute');

function RootRedirect() {
  const { cultures, defaultCulture } = runtimeConfig();
  return (
    <Navigate to={`/${browserCulture(navigator.languages, cultures, defaultCulture)}/`} replace />
  );
}

export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:culture',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: cmsRoute },
      { path: '*', lazy: cmsRoute },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: runtimeConfig().appBase || '/' });
}
