import { runtimeConfig } from '@base/runtimeConfig';

/**
 * The server speaks in same-site paths with the app base in front (what the browser shows); the
 * router speaks in paths below its basename.
 */
export function toRouterPath(url: string, appBase = runtimeConfig().appBase): string {
  if (appBase && (url === appBase || url.startsWith(`${appBase}/`))) {
    return url.slice(appBase.length) || '/';
  }
  return url;
}

/** The page the shopper is on, as the error catalogue reports it (app base in front). */
export function toReturnUrl(
  location: { pathname: string; search: string },
  appBase = runtimeConfig().appBase,
): string {
  return `${appBase}${location.pathname}${location.search}`;
}
