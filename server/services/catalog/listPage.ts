import type { ListSort } from '../../../rules/catalogList';
import { count, hasBit, type Bits } from './listBits';
import type { ListIndex } from './listIndex';

export interface PageRequest {
  sort: ListSort;
  culture: string;
  pageSize: number;
  /** 1-based; past the last page the last page is answered. */
  pageindex: number;
  /** Text matches in relevance order (sort 'relevance'). */
  relevance?: Int32Array;
}

export interface PageResult {
  slots: number[];
  totalItems: number;
  totalPages: number;
  currentPage: number;
}

function orderOf(index: ListIndex, sort: ListSort, culture: string): Int32Array {
  switch (sort) {
    case 'price-asc':
      return index.orders.priceAsc;
    case 'price-desc':
      return index.orders.priceDesc;
    case 'name-asc':
      return index.nameOrder.get(culture) ?? index.orders.newest;
    default:
      return index.orders.newest;
  }
}

/**
 * One page of the matching slots. The sort orders are precomputed (relevance with the search),
 * so a page is a walk along one order testing bits.
 */
export function pageOf(index: ListIndex, matches: Bits, request: PageRequest): PageResult {
  const totalItems = count(matches);
  const totalPages = Math.max(1, Math.ceil(totalItems / request.pageSize));
  const currentPage = Math.min(request.pageindex, totalPages);
  const start = (currentPage - 1) * request.pageSize;
  const end = start + request.pageSize;
  const slots: number[] = [];
  const order =
    request.sort === 'relevance' && request.relevance
      ? request.relevance
      : orderOf(index, request.sort, request.culture);
  // Every slot of the order matches (no filter, or the search's own order): slice, no walk.
  if (totalItems === order.length) {
    return { slots: Array.from(order.subarray(start, end)), totalItems, totalPages, currentPage };
  }
  let seen = 0;
  for (const slot of order) {
    if (!hasBit(matches, slot)) continue;
    if (seen >= start) slots.push(slot);
    seen += 1;
    if (seen >= end) break;
  }
  return { slots, totalItems, totalPages, currentPage };
}
