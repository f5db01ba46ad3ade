/**
 * Paths below /{culture}/ that the client app renders itself (not CMS pages). The server answers
 * them with the app document (status 200) instead of looking for a CMS page.
 */
export const APP_ROUTES = [
  'security/login',
  // Issue 14's security pages, one by one (rules/account.ts names them; written out here so the
  // main chunk does not take that module). Log-off has routes of its own on the server (its GET
  // page has a client route too, src/router.tsx): the catch-all never sees it.
  'security/register',
  'security/forgotpassword',
  'security/resetpassword',
  'security/verifyemail',
  'security/twofactorhome',
  'account',
  'catalog',
  'shoppingcarts',
  // Issue 17's pickup search (M2) opened as a page (rules/pickup.ts PICKUP_SEARCH_PATH).
  'shippings/pickuppoint/search',
  // Issue 19's news list and post pages (rules/news.ts NEWS_PATH).
  'news',
] as const;

/**
 * App routes whose every address the server answers itself (JSON view model or a first document
 * with SEO content): an address below them that no route claims is a 404, not the app document.
 */
export const SERVER_VIEW_ROUTES = ['catalog', 'news'] as const;

function under(path: string, routes: readonly string[]): boolean {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return routes.some((route) => clean === route || clean.startsWith(`${route}/`));
}

export function isAppRoute(path: string): boolean {
  return under(path, APP_ROUTES);
}

/**
 * The client's own pages below the app routes whose every address it routes itself (the account
 * area's router, src/pages/AccountRoute.tsx; the cart's, src/router.tsx), `:x` one segment. An
 * address below them that none of these matches is the client's "page not found": the server
 * answers it 404 too (issue 20: /fr/account/register answered 200, a soft 404).
 */
export const APP_ROUTE_PAGES: Readonly<Record<string, readonly string[]>> = {
  account: [
    '',
    'profile',
    'addresses',
    'security',
    'security/twofactor',
    'prepaid',
    'orders',
    'orders/:number',
    'orders/:number/refund',
    'staff/orders',
    'staff/mail',
    'staff/prepaid',
    'staff/refunds',
  ],
  shoppingcarts: ['', 'checkout', 'confirmation/:number'],
};

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  return (
    want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i])
  );
}

/** An app route's address that the client has a page for (not its "page not found"). */
export function isAppPage(path: string): boolean {
  if (!isAppRoute(path)) return false;
  const clean = path.replace(/^\/+|\/+$/g, '');
  const [root = ''] = clean.split('/');
  const pages = APP_ROUTE_PAGES[root];
  if (!pages) return true;
  const rest = clean.slice(root.length).replace(/^\/+/, '');
  return pages.some((page) => matches(page, rest));
}

export function isServerViewRoute(path: string): boolean {
  return under(path, SERVER_VIEW_ROUTES);
}
