import type { RuntimeConfig } from '@api/contract/runtime';

declare global {
  interface Window {
    __VITRINE__?: Partial<RuntimeConfig>;
  }
}

const defaults: RuntimeConfig = {
  appBase: '',
  siteBase: '',
  cmsName: 'Vitrine',
  cultures: ['fr', 'nl'],
  defaultCulture: 'fr',
  consentStamp: '',
  // No document of the server (the dev server, tests): no policy keeps the map out.
  mapHosts: true,
};

/** The config the server injected into index.html, with safe defaults for the dev server and tests. */
export function runtimeConfig(): RuntimeConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__VITRINE__;
  return { ...defaults, ...injected };
}

/** Expands the spec's {app} and {site} placeholders. */
export function resolveUrl(url: string, config: RuntimeConfig = runtimeConfig()): string {
  return url.replace('{app}', config.appBase).replace('{site}', config.siteBase);
}

/**
 * The server and the browser's address bar speak in same-site paths with the app base ({app})
 * in front ('/shop/fr/terms'); React Router's locations and navigate() speak in paths below its
 * basename ('/fr/terms'). A path outside the base is returned as it is.
 */
export function toRouterPath(url: string, appBase = runtimeConfig().appBase): string {
  if (appBase && (url === appBase || url.startsWith(`${appBase}/`))) {
    return url.slice(appBase.length) || '/';
  }
  return url;
}
