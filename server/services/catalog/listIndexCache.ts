import type { AppDb } from '../../db/client';
import { startCursor } from './catalogChanges';
import { buildListIndex, type ListIndex } from './listIndex';
import { patchListIndex, readProductStates } from './listIndexPatch';

/**
 * The list index of each database. Built once when the server starts (the only time a request
 * may wait for it); then stock and price changes are patched in place (listIndexPatch.ts), and a
 * larger change builds a new index in the background while the current one keeps answering.
 * Changes come from the change feed (catalogFeed.ts), whichever server wrote them.
 */
interface Holder {
  index?: ListIndex;
  building?: Promise<ListIndex>;
  /** A full rebuild was asked for while one was running: another follows it. */
  again: boolean;
  /** Products changed while a build runs (it may have read them before): patched after it. */
  pending: Set<number>;
  cultures?: string[];
}

const holders = new WeakMap<AppDb, Holder>();

function holderOf(db: AppDb): Holder {
  let holder = holders.get(db);
  if (!holder) holders.set(db, (holder = { again: false, pending: new Set() }));
  return holder;
}

function build(db: AppDb, cultures: string[], holder: Holder): Promise<ListIndex> {
  holder.again = false;
  const building: Promise<ListIndex> = startCursor(db)
    .then(() => buildListIndex(db, cultures))
    .then(async (index) => {
      holder.index = index;
      holder.building = undefined;
      if (holder.again) {
        build(db, cultures, holder).catch(() => undefined);
      } else if (holder.pending.size > 0) {
        const ids = [...holder.pending];
        holder.pending.clear();
        await patchProducts(db, cultures, holder, ids);
      }
      return index;
    })
    .catch((error: unknown) => {
      // The current index (if any) keeps answering; the next change or request tries again.
      if (holder.building === building) holder.building = undefined;
      throw error;
    });
  holder.building = building;
  return building;
}

async function patchProducts(db: AppDb, cultures: string[], holder: Holder, ids: number[]) {
  if (holder.building) {
    for (const id of ids) holder.pending.add(id);
  }
  if (!holder.index) return;
  const states = await readProductStates(db, ids);
  // The index may have been swapped while reading: the states are current either way.
  if (holder.index && patchListIndex(holder.index, ids, states) === 'rebuild') {
    rebuildListIndex(db, cultures);
  }
}

/**
 * The current index. Only the first call on a database waits (for the first build); every later
 * one answers at once, from the index being patched or replaced.
 */
export async function listIndex(db: AppDb, cultures: string[]): Promise<ListIndex> {
  const holder = holderOf(db);
  holder.cultures ??= cultures;
  return holder.index ?? holder.building ?? build(db, cultures, holder);
}

/** Whether the index is built (the server's readiness, /readyz). */
export function listIndexReady(db: AppDb): boolean {
  return holderOf(db).index !== undefined;
}

/** Builds a new index in the background; the current one answers until it is swapped in. */
export function rebuildListIndex(db: AppDb, cultures: string[]): void {
  const holder = holderOf(db);
  if (!holder.index && !holder.building) return; // Nothing built yet: the first call builds.
  if (holder.building) {
    holder.again = true;
    return;
  }
  build(db, cultures, holder).catch(() => undefined);
}

/** Stock or prices of these products changed: patches the index (and the one being built). */
export function listProductsChanged(db: AppDb, cultures: string[], ids: number[]): Promise<void> {
  if (ids.length === 0) return Promise.resolve();
  return patchProducts(db, cultures, holderOf(db), ids);
}

/** Resolves once no build is running (an app closing its database waits for it). */
export async function listIndexIdle(db: AppDb): Promise<void> {
  for (let building = holderOf(db).building; building; building = holderOf(db).building) {
    await building.catch(() => undefined);
  }
}
