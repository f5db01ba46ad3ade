import type { Translate } from '../../../shared/translate';

/** What a template gets besides its data: the row's culture's messages and the links' base. */
export interface TemplateContext {
  culture: string;
  t: Translate;
  shopName: string;
  /** A link path from the data as an absolute URL (PUBLIC_URL + APP_BASE + path). */
  absolute(path: string): string;
}

/**
 * Makes a data link absolute. Paths are app paths ("/fr/security/resetpassword?token=…"), with
 * or without the app base in front; anything else (a full URL, "//host", no leading slash) is
 * refused: a mail only ever links to this shop, at PUBLIC_URL, never at a request's Host.
 */
export function absoluteLink(links: string, appBase: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    throw new Error(`mail link must be a path of this shop, got ${JSON.stringify(path)}`);
  }
  const inApp =
    appBase && (path === appBase || path.startsWith(`${appBase}/`))
      ? path.slice(appBase.length)
      : path;
  return `${links}${inApp}`;
}
