import { serializeFilter, type CatalogFilter } from './catalogFilter';

/** Everything about a product list lives in its URL (001 section 2: catalog list query parameters). */
export type ListParamChange =
  | { kind: 'filter'; filter: CatalogFilter }
  | { kind: 'pageSize'; pageSize: number }
  | { kind: 'sort'; sort: string }
  | { kind: 'display'; display: string }
  | { kind: 'page'; pageindex: number };

/** The next query string of a list; pageindex is removed when filters or page size change. */
export function nextListParams(current: URLSearchParams, change: ListParamChange): URLSearchParams {
  const params = new URLSearchParams(current);
  switch (change.kind) {
    case 'filter': {
      const value = serializeFilter(change.filter);
      if (value) params.set('filter', value);
      else params.delete('filter');
      params.delete('pageindex');
      break;
    }
    case 'pageSize':
      params.set('pageSize', String(change.pageSize));
      params.delete('pageindex');
      break;
    case 'sort':
      params.set('sort', change.sort);
      break;
    case 'display':
      params.set('display', change.display);
      break;
    case 'page':
      if (change.pageindex <= 1) params.delete('pageindex');
      else params.set('pageindex', String(change.pageindex));
      break;
  }
  return params;
}

/** The list parameters a list page reads, in the one order its query arguments use. */
export const LIST_QUERY_PARAMS = [
  'q',
  'filter',
  'sort',
  'pageSize',
  'pageindex',
  'display',
  'entityName',
  'openWishlist',
  'openBirthlist',
] as const;

/** Which list an address shows: the whole catalog (C10), a category, or a tag (C13). */
export interface CatalogListArgs {
  culture: string;
  kind: 'catalog' | 'category' | 'tag';
  slug: string;
  /** The list parameters only ('' or '?…'): tracking parameters do not make another list. */
  search: string;
}

/**
 * A list's query arguments from its address, the same for the client's loader and the server's
 * first document (so the document's data primes the client's cache): known parameters in a fixed
 * order, a blank q left out, the modal flags kept even without a value.
 */
export function catalogListArgs(
  culture: string,
  kind: CatalogListArgs['kind'],
  slug: string,
  params: URLSearchParams,
): CatalogListArgs {
  const kept = new URLSearchParams();
  for (const name of LIST_QUERY_PARAMS) {
    const value = params.get(name);
    if (value === null) continue;
    if (value.trim() === '' && !name.startsWith('open')) continue;
    kept.set(name, value);
  }
  const search = kept.toString();
  return { culture, kind, slug, search: search ? `?${search}` : '' };
}
