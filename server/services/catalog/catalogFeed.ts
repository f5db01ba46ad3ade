import type { AppDb } from '../../db/client';
import {
  CHANGE_KEEP_MS,
  changeCursor,
  changesAfter,
  pruneChanges,
  startCursor,
} from './catalogChanges';
import { listProductsChanged, rebuildListIndex } from './listIndexCache';
import { rebuildSuggestionIndex } from './suggestionIndexCache';

/**
 * The change feed of one database in this process: reads the catalog change notices after the
 * cursor (catalogChanges.ts) and applies them to the in-memory indexes. Stock and price notices
 * patch the list index; a catalog notice rebuilds both indexes in the background.
 *
 * Every server polls every FEED_POLL_MS, so a write on one server is in every other's lists
 * within about that time plus one patch. A server's own writes poll at once (pollCatalogChanges
 * after the commit). PGlite (one process) runs the same path: its only writer is itself.
 */
export const FEED_POLL_MS = 250;
const PRUNE_EVERY_MS = 10 * 60_000;
const BATCH = 500;

interface Feed {
  cultures: string[];
  onError: (error: unknown) => void;
  polling?: Promise<void>;
  /** A poll was asked for while one ran: it may have read before the write. */
  again: boolean;
  readAt: number;
  prunedAt: number;
  timer?: NodeJS.Timeout;
}

const feeds = new WeakMap<AppDb, Feed>();

function feedOf(db: AppDb, cultures: string[], onError?: (error: unknown) => void): Feed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = {
      cultures,
      onError: onError ?? (() => undefined),
      again: false,
      readAt: Date.now(),
      prunedAt: Date.now(),
    };
    feeds.set(db, feed);
  }
  if (onError) feed.onError = onError;
  return feed;
}

async function applyChanges(db: AppDb, feed: Feed): Promise<void> {
  const cursor = changeCursor(db);
  const from = await startCursor(db);
  const now = Date.now();
  // Notices older than CHANGE_KEEP_MS are deleted: a feed that has not read for half of that
  // (a long outage) may have missed some, and rebuilds instead.
  const missed = now - feed.readAt > CHANGE_KEEP_MS / 2;
  const changes = await changesAfter(db, from, BATCH);
  feed.readAt = now;
  let rebuild = missed;
  const products = new Set<number>();
  for (const change of changes) {
    if (change.kind === 'catalog') rebuild = true;
    else for (const id of change.productIds) products.add(id);
  }
  if (rebuild) {
    rebuildListIndex(db, feed.cultures);
    rebuildSuggestionIndex(db, feed.cultures, feed.onError);
  } else {
    await listProductsChanged(db, feed.cultures, [...products]);
  }
  if (changes.length > 0) cursor.last = changes[changes.length - 1]!.id;
  if (changes.length === BATCH) feed.again = true;
  if (now - feed.prunedAt > PRUNE_EVERY_MS) {
    feed.prunedAt = now;
    await pruneChanges(db, now);
  }
}

/**
 * Reads and applies the changes now (after this process's own write). Resolves when applied;
 * concurrent calls share one read, and a call during a read gets another after it.
 */
export function pollCatalogChanges(db: AppDb, cultures: string[]): Promise<void> {
  const feed = feedOf(db, cultures);
  if (feed.polling) {
    feed.again = true;
    return feed.polling;
  }
  const polling: Promise<void> = (async () => {
    try {
      do {
        feed.again = false;
        await applyChanges(db, feed);
      } while (feed.again);
    } finally {
      feed.polling = undefined;
    }
  })();
  feed.polling = polling;
  return polling;
}

/** While the database is away: the feed waits longer between polls and logs once a minute. */
const FAILING_POLL_MS = 2000;
const FAILURE_LOG_MS = 60_000;

/** Starts polling (a listening server); returns the stop, which waits for a running poll. */
export function startCatalogFeed(
  db: AppDb,
  cultures: string[],
  onError: (error: unknown) => void,
): () => Promise<void> {
  const feed = feedOf(db, cultures, onError);
  let failingSince: number | undefined;
  let loggedAt = -Infinity;
  const tick = () => {
    pollCatalogChanges(db, cultures)
      .then(
        () => (failingSince = undefined),
        (error: unknown) => {
          failingSince ??= Date.now();
          if (Date.now() - loggedAt >= FAILURE_LOG_MS) {
            loggedAt = Date.now();
            feed.onError(error);
          }
        },
      )
      .finally(() => {
        const wait = failingSince === undefined ? FEED_POLL_MS : FAILING_POLL_MS;
        if (feed.timer) feed.timer = setTimeout(tick, wait).unref();
      });
  };
  feed.timer = setTimeout(tick, FEED_POLL_MS).unref();
  return async () => {
    clearTimeout(feed.timer);
    feed.timer = undefined;
    await feed.polling?.catch(() => undefined);
  };
}
