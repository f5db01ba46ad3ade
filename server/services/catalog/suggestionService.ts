import { eq } from 'drizzle-orm';
import type { Suggestion } from '../../../api/contract/catalog';
import type { AppDb } from '../../db/client';
import { settings } from '../../db/schema';
import { CATALOG_MARKER } from '../../seed/catalog/seedCatalog';
import { createSuggestionCache } from './suggestionCache';
import { suggestionIndex } from './suggestionIndexCache';
import type { SuggestionIndex } from './suggestionIndex';
import { searchIndex } from './suggestionSearch';
import { searchSuggestions, suggestionOf, type SuggestionRequest } from './suggestions';

/** Sized for every word start of a large catalog in two cultures (an entry is about 1 KB). */
export const SUGGESTION_CACHE = { maxEntries: 5000, ttlMs: 10 * 60_000, markerCheckMs: 5000 };

/**
 * C7 as the route answers it: from the in-memory index when it is built and current, else from
 * the database (the same answer, suggestionIndex.test.ts), and either way kept in the cache.
 */
export function answerSuggestions(
  db: AppDb,
  cultures: string[],
  request: SuggestionRequest,
  onError: (error: unknown) => void,
): Promise<Suggestion[]> {
  return answerFrom(db, suggestionIndex(db, cultures, onError), request);
}

function answerFrom(
  db: AppDb,
  index: SuggestionIndex | undefined,
  request: SuggestionRequest,
): Promise<Suggestion[]> {
  const { culture, term, nbrResults, accuracy, appBase } = request;
  const hits = index && searchIndex(index, culture, term, nbrResults, accuracy);
  if (!hits) return searchSuggestions(db, request);
  return Promise.resolve(hits.map((h) => suggestionOf(appBase, culture, h.name, h.slug, h.photo)));
}

/** answerSuggestions behind the in-memory cache (one per app: tests build several). */
export function cachedSuggestions(
  db: AppDb,
  cultures: string[],
  onError: (error: unknown) => void,
): (request: SuggestionRequest) => Promise<Suggestion[]> {
  const cache = createSuggestionCache<Suggestion[]>({
    ...SUGGESTION_CACHE,
    onError,
    readMarker: async () => {
      const [row] = await db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, CATALOG_MARKER));
      return row?.value ?? null;
    },
  });
  return (request) => {
    const { culture, term, nbrResults, accuracy } = request;
    // Answers of an index are kept with its build time: a swapped-in index answers anew.
    const index = suggestionIndex(db, cultures, onError);
    const key = JSON.stringify([index?.builtAt ?? 0, culture, term, nbrResults, accuracy]);
    return cache.get(key, () => answerFrom(db, index, request));
  };
}
