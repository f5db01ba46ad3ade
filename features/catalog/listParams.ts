import { serializeFilter, type CatalogFilter } from './filters';

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
