import type { AppDb } from '../../db/client';
import { buildListIndex, type ListIndex } from './listIndex';
import { invalidateSuggestionIndex } from './suggestionIndexCache';

/**
 * How long an index answers before it is rebuilt in the background. Catalog writers in this
 * process call invalidateListIndex; the age limit covers writers elsewhere (a seed CLI run,
 * another server on the same PostgreSQL).
 */
export const LIST_INDEX_MAX_AGE_MS = 5 * 60_000;

interface Holder {
  index?: ListIndex;
  building?: Promise<ListIndex>;
  invalidated: boolean;
}

const holders = new WeakMap<AppDb, Holder>();

function holderOf(db: AppDb): Holder {
  let holder = holders.get(db);
  if (!holder) {
    holder = { invalidated: false };
    holders.set(db, holder);
  }
  return holder;
}

function rebuild(db: AppDb, cultures: string[], holder: Holder): Promise<ListIndex> {
  if (holder.building && !holder.invalidated) return holder.building;
  // A build already running may have read the rows before the change: build again after it.
  const previous = holder.building ?? Promise.resolve();
  holder.invalidated = false;
  const build: Promise<ListIndex> = previous
    .catch(() => undefined)
    .then(() => buildListIndex(db, cultures))
    .then((index) => {
      holder.index = index;
      return index;
    })
    .finally(() => {
      if (holder.building === build) holder.building = undefined;
    });
  holder.building = build;
  return build;
}

/**
 * The current index. Past its age it is still answered while a fresh one builds (no request
 * waits for a rebuild); after an invalidation, or on the first call, the caller waits for it.
 */
export async function listIndex(db: AppDb, cultures: string[]): Promise<ListIndex> {
  const holder = holderOf(db);
  const { index } = holder;
  if (!index || holder.invalidated) return rebuild(db, cultures, holder);
  if (Date.now() - index.builtAt > LIST_INDEX_MAX_AGE_MS) {
    // A failed background rebuild keeps the old index; the next request tries again.
    rebuild(db, cultures, holder).catch(() => undefined);
  }
  return index;
}

/** Call after changing products, prices, stock, photos, categories, brands or tags. */
export function invalidateListIndex(db: AppDb): void {
  holderOf(db).invalidated = true;
  // Names and active products feed the suggestions too.
  invalidateSuggestionIndex(db);
}
