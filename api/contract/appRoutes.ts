/**
 * Paths below /{culture}/ that the client app renders itself (not CMS pages). The server answers
 * them with the app document (status 200) instead of looking for a CMS page.
 */
export const APP_ROUTES = ['security/login', 'account'] as const;

export function isAppRoute(path: string): boolean {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return APP_ROUTES.some((route) => clean === route || clean.startsWith(`${route}/`));
}
