import { sql } from 'drizzle-orm';
import type { PickupSearchAnswer, PickupSearchRequest } from '../../../api/contract/pickup';
import { PICKUP_PLACE_NOT_FOUND, PICKUP_SUCCESS } from '../../../rules/pickup';
import { pickupProviderKey } from '../../config';
import { createSuggestionCache } from '../catalog/suggestionCache';
import type { Outcome } from '../cart/refusal';
import type { ProviderDeps } from './providerFor';
import { searchPickupPoints, type SearchContext } from './search';
import { rowsOf } from '../../db/rows';

/**
 * M1 answers of the seeded provider kept in memory: the modal asks the same postal codes and
 * towns over and over, and each answer costs five queries (carrier, method, country, place,
 * points) that PGlite runs one at a time. Entries live a minute; everything is dropped when the
 * pickup data changes: a version a trigger bumps on every write (settings 'PickupDataVersion'),
 * read at most every 5 s, so a second app server on the same database follows within 5 s. A carrier's own
 * API is never cached here (its answers are its own), nor a refusal or an unavailable provider.
 * K8 does not read this cache: it checks the saved point with the provider itself.
 */
/** The settings row the triggers of migration 0010 bump. */
export const PICKUP_DATA_VERSION_KEY = 'PickupDataVersion';

export const PICKUP_SEARCH_CACHE = { maxEntries: 5000, ttlMs: 60_000, markerCheckMs: 5000 };

type SearchOutcome = Outcome<PickupSearchAnswer>;

/** Thrown inside the cache's load so that an answer not to keep is not kept (and still returned). */
class NotKept extends Error {
  constructor(readonly outcome: SearchOutcome) {
    super('not kept');
  }
}

/** searchPickupPoints behind the cache; one cache per app (tests build several). */
export function cachedPickupSearch(deps: ProviderDeps, onError?: (error: unknown) => void) {
  const cache = createSuggestionCache<SearchOutcome>({
    ...PICKUP_SEARCH_CACHE,
    // Bumped by a trigger on every statement writing the pickup tables, the pickup methods or
    // the gazetteer (migration 0010), whoever runs it: one row to read, exact.
    readMarker: async () => {
      const [row] = rowsOf<{ value: string }>(
        await deps.db.execute(
          sql`select value from settings where key = ${PICKUP_DATA_VERSION_KEY}`,
        ),
      );
      return row?.value ?? null;
    },
    ...(onError ? { onError } : {}),
  });

  return async function search(
    carrierCode: string,
    body: PickupSearchRequest,
    context: SearchContext,
  ): Promise<SearchOutcome> {
    if (deps.config.pickupProviderUrls[pickupProviderKey(carrierCode)]) {
      return searchPickupPoints(deps, carrierCode, body, context);
    }
    const key = JSON.stringify([carrierCode, context.culture, body]);
    const load = async () => {
      const outcome = await searchPickupPoints(deps, carrierCode, body, context);
      const status = outcome.ok ? outcome.value.ResponseStatusDescription : null;
      if (status !== PICKUP_SUCCESS && status !== PICKUP_PLACE_NOT_FOUND)
        throw new NotKept(outcome);
      return outcome;
    };
    try {
      return await cache.get(key, load);
    } catch (error) {
      if (error instanceof NotKept) return error.outcome;
      throw error;
    }
  };
}
