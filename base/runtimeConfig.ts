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
