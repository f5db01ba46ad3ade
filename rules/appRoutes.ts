/**
 * Paths below /{culture}/ that the client app renders itself (not CMS pages). The server answers
 * them with the app document (status 200) instead of looking for a CMS page.
 */
export const APP_ROUTES = [
  'security/login',
  // Issue 14's security pages, one by one (rules/account.ts names them; written out here so the
  // main chunk does not take that module): the rest of security/ (logoff) is the server's.
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

export function isServerViewRoute(path: string): boolean {
  return under(path, SERVER_VIEW_ROUTES);
}
