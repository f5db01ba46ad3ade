import {
  LIST_DEFAULT_PAGE_SIZE,
  type ListSort,
  type TagEntityName,
} from '../../../rules/catalogList';

/** Addresses of list pages: the whole catalog, a category, a tag (C10, C13). */
export function catalogPath(appBase: string, culture: string): string {
  return `${appBase}/${culture}/catalog`;
}

export function categoryPath(appBase: string, culture: string, slug: string): string {
  return `${appBase}/${culture}/catalog/category/${encodeURIComponent(slug)}`;
}

export function tagPath(appBase: string, culture: string, slug: string): string {
  return `${appBase}/${culture}/catalog/tag/${encodeURIComponent(slug)}`;
}

export interface CanonicalParts {
  q: string;
  filter: Record<string, unknown>;
  sort: ListSort | string;
  defaultSort: string;
  pageSize: number;
  currentPage: number;
  entityName?: TagEntityName;
}

/**
 * The query of a list's canonical address: what changes the content, without the display mode,
 * the modal flags, defaults or page 1, in one fixed order so equal lists share one address.
 */
export function canonicalQuery(parts: CanonicalParts): string {
  const params = new URLSearchParams();
  if (parts.q) params.set('q', parts.q);
  if (parts.entityName && parts.entityName !== 'products')
    params.set('entityName', parts.entityName);
  if (Object.keys(parts.filter).length > 0) params.set('filter', JSON.stringify(parts.filter));
  if (parts.sort !== parts.defaultSort) params.set('sort', parts.sort);
  if (parts.pageSize !== LIST_DEFAULT_PAGE_SIZE) params.set('pageSize', String(parts.pageSize));
  if (parts.currentPage > 1) params.set('pageindex', String(parts.currentPage));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A list address with a filter (brand carousel, tag entities). */
export function withFilter(path: string, filter: Record<string, unknown>): string {
  return `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}
