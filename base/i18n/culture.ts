import type { RuntimeConfig } from '@api/contract/runtime';
import { runtimeConfig } from '../runtimeConfig';

/** The culture is the first path segment of every page: /fr/…, /nl/…. */
export function cultureFromPath(pathname: string, cultures: string[], fallback: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first && cultures.includes(first) ? first : fallback;
}

/** Same page in another culture: only the /{culture}/ segment changes (query and hash kept). */
export function switchCultureUrl(href: string, from: string, to: string, appBase = ''): string {
  const url = new URL(href, 'http://x');
  const rest = url.pathname.slice(appBase.length);
  const pattern = new RegExp(`^/${from}(?=/|$)`);
  const path = pattern.test(rest) ? rest.replace(pattern, `/${to}`) : `/${to}/`;
  return `${appBase}${path}${url.search}${url.hash}`;
}

/** Best supported culture from the browser's languages (used when / is reached on the client). */
export function browserCulture(
  languages: readonly string[],
  cultures: string[],
  fallback: string,
): string {
  for (const lang of languages) {
    const base = lang.toLowerCase().split('-')[0];
    if (base && cultures.includes(base)) return base;
  }
  return fallback;
}

/** The culture of the page the shopper is on (the first path segment below the app base). */
export function pageCulture(config: RuntimeConfig = runtimeConfig()): string {
  if (typeof window === 'undefined') return config.defaultCulture;
  const path = window.location.pathname.slice(config.appBase.length);
  return cultureFromPath(path, config.cultures, config.defaultCulture);
}
