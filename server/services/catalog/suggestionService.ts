import { eq } from 'drizzle-orm';
import type { Suggestion } from '../../../api/contract/catalog';
import type { AppDb } from '../../db/client';
import { settings } from '../../db/schema';
import { CATALOG_MARKER } from '../../seed/catalog/seedCatalog';
import { createSuggestionCache } from './suggestionCache';
import { invalidateSuggestionIndex, suggestionIndex } from './suggestionIndexCache';
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
  const { culture, term, nbrResults, accuracy, appBase } = request;
  const index = suggestionIndex(db, cultures, onError);
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
    // A new catalog (a seed run elsewhere): the index is rebuilt, the database answers meanwhile.
    onMarkerChange: () => invalidateSuggestionIndex(db),
  });
  return (request) => {
    const { culture, term, nbrResults, accuracy } = request;
    const key = JSON.stringify([culture, term, nbrResults, accuracy]);
    return cache.get(key, () => answerSuggestions(db, cultures, request, onError));
  };
}
