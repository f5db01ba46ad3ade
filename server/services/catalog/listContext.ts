import type { AppDb } from '../../db/client';
import { and, emptyBits, type Bits } from './listBits';
import { FilterError, parseListFilter, type ListFilter } from './listFilter';
import type { ListIndex } from './listIndex';
import { searchList } from './listSearch';

/** A list request the shopper can get wrong: a translated 400, or a 404 for an unknown page. */
export class ListError extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly key: string,
    readonly field?: string,
    readonly args: (string | number)[] = [],
  ) {
    super(key);
  }
}

export function parseFilterOrFail(raw: string | undefined, field: string) {
  try {
    return parseListFilter(raw);
  } catch (err) {
    if (err instanceof FilterError) {
      const part = err.part === 'filter' ? field : err.part.replace(/^filter/, field);
      throw new ListError(400, 'Catalog.List.InvalidFilter', field, [part]);
    }
    throw err;
  }
}

export interface ContextRequest {
  culture: string;
  categoryId: number | null;
  brandId: number | null;
  tagId: number | null;
  q: string;
}

export interface ListContext {
  /** Products of the page before the shopper's filter. */
  bits: Bits;
  /** Text matches in relevance order, when the page searches. */
  relevance?: Int32Array;
}

/** The products a page is about: its category, brand or tag, and the text searched. */
export async function listContext(
  db: AppDb,
  index: ListIndex,
  request: ContextRequest,
): Promise<ListContext> {
  const none = () => emptyBits(index.size);
  let bits = index.all;
  if (request.categoryId !== null)
    bits = and(bits, index.byCategory.get(request.categoryId) ?? none());
  if (request.brandId !== null) bits = and(bits, index.byBrand.get(request.brandId) ?? none());
  if (request.tagId !== null) bits = and(bits, index.byTag.get(request.tagId) ?? none());
  if (!request.q) return { bits };
  const found = await searchList(db, index, request.culture, request.q);
  return { bits: and(bits, found.bits), relevance: found.relevance };
}

export type { ListFilter };
