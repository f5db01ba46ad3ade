import type { AppDb } from '../../db/client';
import { buildSuggestionIndex, type SuggestionIndex } from './suggestionIndex';

/**
 * The suggestion index of each database. Until the first build is done, suggestions.ts asks the
 * database. A catalog change (rebuildSuggestionIndex, from the change feed) builds a new index in
 * the background while the current one keeps answering, then swaps it in. Stock and price changes
 * leave it alone: it holds names, slugs and photos of active products only.
 */
interface Holder {
  index?: SuggestionIndex;
  building?: Promise<void>;
  /** Bumped by each invalidation: a build that started before it is not trusted. */
  generation: number;
  builtGeneration: number;
}

const holders = new WeakMap<AppDb, Holder>();

function holderOf(db: AppDb): Holder {
  let holder = holders.get(db);
  if (!holder) {
    holder = { generation: 0, builtGeneration: -1 };
    holders.set(db, holder);
  }
  return holder;
}

function startBuild(
  db: AppDb,
  cultures: string[],
  holder: Holder,
  onError: (error: unknown) => void,
): void {
  if (holder.building) return;
  const generation = holder.generation;
  holder.building = buildSuggestionIndex(db, cultures).then(
    (index) => {
      holder.index = index;
      holder.builtGeneration = generation;
      holder.building = undefined;
      // Invalidated while building: the rows read may predate the change.
      if (generation !== holder.generation) startBuild(db, cultures, holder, onError);
    },
    (error: unknown) => {
      // The next request tries again.
      holder.building = undefined;
      onError(error);
    },
  );
}

/** The index to answer from now, or undefined (ask the database); starts a build when due. */
export function suggestionIndex(
  db: AppDb,
  cultures: string[],
  onError: (error: unknown) => void,
): SuggestionIndex | undefined {
  const holder = holderOf(db);
  if (holder.builtGeneration !== holder.generation) startBuild(db, cultures, holder, onError);
  return holder.index;
}

/** Builds the index now (a started server), resolving when it can answer. */
export async function warmSuggestionIndex(db: AppDb, cultures: string[]): Promise<void> {
  const holder = holderOf(db);
  let failure: unknown;
  startBuild(db, cultures, holder, (error) => (failure = error));
  await holder.building;
  if (failure) throw failure;
}

/** Resolves once no build is running (an app closing its database waits for it). */
export async function suggestionIndexIdle(db: AppDb): Promise<void> {
  while (holderOf(db).building) await holderOf(db).building;
}

/** The catalog changed: a new build starts (if one was ever asked for); the current answers. */
export function rebuildSuggestionIndex(
  db: AppDb,
  cultures: string[],
  onError: (error: unknown) => void,
): void {
  const holder = holderOf(db);
  holder.generation++;
  if (holder.index || holder.building) startBuild(db, cultures, holder, onError);
}
