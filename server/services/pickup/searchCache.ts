import { sql } from 'drizzle-orm';
import type { PickupSearchAnswer, PickupSearchRequest } from '../../../api/contract/pickup';
import { PICKUP_PLACE_NOT_FOUND, PICKUP_SUCCESS } from '../../../rules/pickup';
import { pickupProviderKey } from '../../config';
import { createSuggestionCache } from '../catalog/suggestionCache';
import type { Outcome } from '../cart/refusal';
import type { ProviderDeps } from './providerFor';
import { searchPickupPoints, type SearchContext } from './search';

/**
 * M1 answers of the seeded provider kept in memory: the modal asks the same postal codes and
 * towns over and over, and each answer costs five queries (carrier, method, country, place,
 * points) that PGlite runs one at a time. Entries live a minute; everything is dropped when the
 * pickup tables change (a marker of their active rows, read at most every 5 s). A carrier's own
 * API is never cached here (its answers are its own), nor a refusal or an unavailable provider.
 * K8 does not read this cache: it checks the saved point with the provider itself.
 */
export const PICKUP_SEARCH_CACHE = { maxEntries: 5000, ttlMs: 60_000, markerCheckMs: 5000 };

type SearchOutcome = Outcome<PickupSearchAnswer>;

/** Thrown inside the cache's load so that an answer not to keep is not kept (and still returned). */
class NotKept extends Error {
  constructor(readonly outcome: SearchOutcome) {
    super('not kept');
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** searchPickupPoints behind the cache; one cache per app (tests build several). */
export function cachedPickupSearch(deps: ProviderDeps, onError?: (error: unknown) => void) {
  const cache = createSuggestionCache<SearchOutcome>({
    ...PICKUP_SEARCH_CACHE,
    readMarker: async () => {
      const [row] = rowsOf<{ marker: string }>(
        await deps.db.execute(sql`select concat_ws(':',
          (select count(*) from pickup_points where is_active),
          (select max(id) from pickup_points),
          (select string_agg(id || '-' || is_active, ',' order by id) from pickup_carriers),
          (select count(*) from shipping_methods where is_active and is_pickup),
          (select count(*) from cities where latitude is not null)) as marker`),
      );
      return row?.marker ?? null;
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
