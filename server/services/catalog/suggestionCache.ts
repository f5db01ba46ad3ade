/**
 * C7 answers kept in memory: a typeahead asks the same few thousand word starts over and over,
 * and each new one costs the database a trigram scan over the whole catalog (hundreds of ms at
 * 100 000 products on PGlite). Entries live `ttlMs`, the least recently used go first beyond
 * `maxEntries`, concurrent requests for the same key share one query, and everything is dropped
 * when the catalog marker (rewritten by every catalog seed) changes.
 */
export interface SuggestionCacheOptions {
  maxEntries: number;
  ttlMs: number;
  /** How often (at most) the catalog marker is read again; the read never delays an answer. */
  markerCheckMs: number;
  readMarker: () => Promise<string | null>;
  /** Called when the marker changes (after the entries are dropped). */
  onMarkerChange?: () => void;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export interface SuggestionCache<T> {
  /** The cached answer for `key`, or `load()`'s (shared by every caller until it settles). */
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export function createSuggestionCache<T>(options: SuggestionCacheOptions): SuggestionCache<T> {
  const { maxEntries, ttlMs, markerCheckMs, readMarker } = options;
  // Date is read at each call, not kept: a test's fake clock (jest) replaces it.
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  let marker: string | null | undefined;
  let checkedAt = -Infinity;
  let checking = false;

  const checkMarker = () => {
    if (checking || now() - checkedAt < markerCheckMs) return;
    checking = true;
    checkedAt = now();
    readMarker()
      .then((value) => {
        if (marker !== undefined && value !== marker) {
          entries.clear();
          options.onMarkerChange?.();
        }
        marker = value;
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        checking = false;
      });
  };

  return {
    get(key, load) {
      checkMarker();
      const found = entries.get(key);
      entries.delete(key);
      if (found && found.expires > now()) {
        entries.set(key, found); // most recently used last
        return found.value;
      }
      const value = load();
      const entry = { expires: now() + ttlMs, value };
      entries.set(key, entry);
      // A failed query is not an answer: the next request tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
