import { runtimeConfig } from '@base/runtimeConfig';

/** The page the shopper is on, as the error catalogue reports it (app base in front). */
export function toReturnUrl(
  location: { pathname: string; search: string },
  appBase = runtimeConfig().appBase,
): string {
  return `${appBase}${location.pathname}${location.search}`;
}
