import { PAGE_PATH_PATTERN } from '@rules/pages';

const PAGE_PATH = new RegExp(PAGE_PATH_PATTERN);

/** A page address split into culture and CMS path ("/fr/help/delivery/" → fr, help/delivery). */
export interface PagePath {
  culture: string;
  path: string;
}

export function cleanPagePath(splat: string | undefined): string {
  return (splat ?? '').replace(/\/+$/, '');
}

export function isPagePath(path: string): boolean {
  return path.length <= 200 && PAGE_PATH.test(path);
}

export function parsePagePath(pathname: string, appBase: string): PagePath | undefined {
  if (!pathname.startsWith(`${appBase}/`)) return undefined;
  const [culture = '', ...rest] = pathname.slice(appBase.length + 1).split('/');
  const path = cleanPagePath(rest.join('/'));
  return culture && isPagePath(path) ? { culture, path } : undefined;
}
