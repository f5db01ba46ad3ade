import { Navigate } from 'react-router-dom';
import { createCmsPageLoader } from '@features/navigation/pageLoader';
import type { PageRouteWithError } from '@features/navigation/PageRoutes';
import type { AppStore } from '@store/index';
import { browserCulture } from '@base/i18n/culture';
import { RouteError } from './pages/RouteError';
import { runtimeConfig } from '@base/runtimeConfig';
import { Layout } from './shell/Layout';
import { PICKUP_SEARCH_PATH } from '@rules/pickup';
import { NEWS_PATH } from '@rules/news';
import { mapDocumentNeeded, reloadForMap } from '@features/maps/document';

const cmsRoute = () => import(/* webpackChunkName: "page-cms" */ './pages/CmsRoute');
const loginRoute = () => import(/* webpackChunkName: "page-login" */ './pages/LoginRoute');
const accountRoute = () => import(/* webpackChunkName: "page-account" */ './pages/AccountRoute');
// The security pages (issue 14: register, forgot / reset password, e-mail verification, the
// login's two-factor step), each its own chunk.
const securityPages = [
  // The log-off page (rules/account.ts LOGOFF_PATH): a GET never logs off.
  {
    path: 'security/logoff',
    lazy: () => import(/* webpackChunkName: "page-logoff" */ './pages/LogoffRoute'),
  },
  {
    path: 'security/register',
    lazy: () => import(/* webpackChunkName: "page-register" */ './pages/RegisterRoute'),
  },
  {
    path: 'security/forgotpassword',
    lazy: () =>
      import(/* webpackChunkName: "page-forgot-password" */ './pages/ForgotPasswordRoute'),
  },
  {
    path: 'security/resetpassword',
    lazy: () => import(/* webpackChunkName: "page-reset-password" */ './pages/ResetPasswordRoute'),
  },
  {
    path: 'security/verifyemail',
    lazy: () => import(/* webpackChunkName: "page-verify-email" */ './pages/VerifyEmailRoute'),
  },
  {
    path: 'security/twofactorhome',
    lazy: () => import(/* webpackChunkName: "page-two-factor" */ './pages/TwoFactorRoute'),
  },
];
// Catalog pages: each module exports route(store) → { Component, loader } (its loader primes or
// fetches the page's query; see features/navigation/queryLoader.ts). Every page's module and
// loader run before it is shown (features/navigation/navigationController.ts); until the first
// page's are there, the server's HTML stays (FirstPaint, given to PageRoutes in App.tsx).
const catalogRoute = (store: AppStore) => () =>
  import(/* webpackChunkName: "page-catalog" */ './pages/CatalogRoute').then((m) => m.route(store));
const productRoute = (store: AppStore) => () =>
  import(/* webpackChunkName: "page-product" */ './pages/ProductRoute').then((m) => m.route(store));

// Cart, checkout and order confirmation (private pages: no server view, loaded by the app).
const cartRoute = (store: AppStore) => () =>
  import(/* webpackChunkName: "page-cart" */ './pages/CartRoute').then((m) => m.route(store));
const checkoutRoute = (store: AppStore) => () =>
  import(/* webpackChunkName: "page-checkout" */ './pages/CheckoutRoute').then((m) =>
    m.route(store),
  );
// The wishlist page (issue 16, W13): a customer's lists and the items of one.
const wishlistRoute = (store: AppStore) => () =>
  import(/* webpackChunkName: "page-wishlist" */ './pages/WishlistRoute').then((m) =>
    m.route(store),
  );
// A birth list shared by link (issue 16, ours): open to anyone with the link.
const sharedWishlistRoute = (store: AppStore) => () =>
  import(/* webpackChunkName: "page-shared-wishlist" */ './pages/SharedWishlistRoute').then((m) =>
    m.route(store),
  );
// The pickup point search (issue 17, M2) opened as a page; the cart opens it in a modal.
const pickupSearchRoute = (store: AppStore) => () =>
  import(/* webpackChunkName: "page-pickup-search" */ './pages/PickupSearchRoute').then((m) =>
    m.route(store),
  );
// The document library (issue 18, S7 as a page): the folder tree and a folder's documents.
const assetsLibraryRoute = () =>
  import(/* webpackChunkName: "page-assets-library" */ './pages/AssetsLibraryRoute');
// The news pages (issue 19): the list with its calendar, and a post (server view model).
const newsRoute = (store: AppStore) => () =>
  import(/* webpackChunkName: "page-news" */ './pages/NewsRoute').then((m) => m.route(store));
const newsPostRoute = (store: AppStore) => () =>
  import(/* webpackChunkName: "page-news-post" */ './pages/NewsPostRoute').then((m) =>
    m.route(store),
  );
const orderConfirmationRoute = (store: AppStore) => () =>
  import(/* webpackChunkName: "page-order-confirmation" */ './pages/OrderConfirmationRoute').then(
    (m) => m.route(store),
  );

function RootRedirect() {
  const { cultures, defaultCulture } = runtimeConfig();
  return (
    <Navigate to={`/${browserCulture(navigator.languages, cultures, defaultCulture)}/`} replace />
  );
}

export function appRoutes(store: AppStore): PageRouteWithError[] {
  // CMS pages load during the out animation (the route's loader, beside its module).
  const cmsPage = { loader: createCmsPageLoader(store), lazy: cmsRoute };
  // The pages where the pickup modal's map opens (rules/maps.ts MAP_PAGE_PATHS) come as their
  // own document when this one's policy keeps Google's hosts out and the map would load.
  const mapPage = {
    loadsAsDocument: () => {
      if (!mapDocumentNeeded(store.getState())) return false;
      reloadForMap();
      return true;
    },
  };
  return [
    { path: '/', element: <RootRedirect /> },
    {
      path: '/:culture',
      element: <Layout />,
      ErrorPage: RouteError,
      children: [
        { index: true, ...cmsPage },
        // Pages the app renders itself (rules/appRoutes.ts); each its own chunk.
        { path: 'security/login', lazy: loginRoute },
        ...securityPages,
        // The account area (issue 14): one entry here, its pages routed inside its chunk
        // (src/pages/AccountRoute.tsx), each page its own chunk: the main chunk does not grow.
        { path: 'account/*', lazy: accountRoute },
        // C10 list and search (?q=), a category, a tag (C13): one list page.
        ...['catalog', 'catalog/category/:slug', 'catalog/tag/:slug'].map((path) => ({
          path,
          lazy: catalogRoute(store),
        })),
        { path: 'catalog/product/:slug', lazy: productRoute(store) },
        { path: 'catalog/wishlist/list', lazy: wishlistRoute(store) },
        { path: 'catalog/wishlist/shared/:token', lazy: sharedWishlistRoute(store) },
        { path: 'shoppingcarts', lazy: cartRoute(store), ...mapPage },
        { path: 'shoppingcarts/checkout', lazy: checkoutRoute(store), ...mapPage },
        { path: 'shoppingcarts/confirmation/:number', lazy: orderConfirmationRoute(store) },
        { path: PICKUP_SEARCH_PATH, lazy: pickupSearchRoute(store), ...mapPage },
        { path: 'assetslibrary/asset/assetsbyfolder/*', lazy: assetsLibraryRoute },
        { path: NEWS_PATH, lazy: newsRoute(store) },
        { path: `${NEWS_PATH}/:slug`, lazy: newsPostRoute(store) },
        { path: '*', ...cmsPage },
      ],
    },
  ];
}
