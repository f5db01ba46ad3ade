import { Value } from '@sinclair/typebox/value';
import { PickupSearchAnswer, type PickupPoint } from '../../../api/contract/pickup';
import { PICKUP_SUCCESS } from '../../../rules/pickup';
import {
  ProviderUnavailable,
  type CarrierRow,
  type PickupProvider,
  type PickupSearch,
} from './provider';

/** How long a carrier's API may take before M1 says it is unavailable. */
export const PROVIDER_TIMEOUT_MS = 5000;

/**
 * A carrier's own API (PICKUP_PROVIDER_URL_<CODE>). It is sent M1's request, the place already
 * resolved to coordinates, and must answer M1's answer (api/contract/pickup.ts
 * PickupSearchAnswer, status 'Success'). `find` is the same call naming PublicAccessPointID
 * instead of a place; the point of that reference in the answer is the one. A network error, a
 * timeout, a non-2xx status, or an answer that does not match the schema is ProviderUnavailable.
 */
export function httpProvider(url: string, timeoutMs = PROVIDER_TIMEOUT_MS): PickupProvider {
  async function ask(carrier: CarrierRow, body: Record<string, unknown>): Promise<PickupPoint[]> {
    let answer: unknown;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      answer = await response.json();
    } catch (error) {
      throw new ProviderUnavailable(carrier.code, error);
    }
    if (!Value.Check(PickupSearchAnswer, answer)) {
      throw new ProviderUnavailable(carrier.code, new Error('answer does not match the contract'));
    }
    if (answer.ResponseStatusDescription !== PICKUP_SUCCESS) {
      throw new ProviderUnavailable(carrier.code, new Error(answer.ResponseStatusDescription));
    }
    return answer.PickupPointViewModels;
  }

  return {
    async search({ carrier, place, radiusKm, maximumListSize, culture }: PickupSearch) {
      const points = await ask(carrier, {
        CountryCode: place.countryCode,
        Latitude: place.latitude,
        Longitude: place.longitude,
        SearchRadius: radiusKm,
        MaximumListSize: maximumListSize,
        CultureName: culture,
      });
      // The contract promises nearest first and at most the list size, whatever the API does.
      return [...points].sort((a, b) => a.Distance - b.Distance).slice(0, maximumListSize);
    },

    async find(carrier, externalRef, culture) {
      const points = await ask(carrier, { PublicAccessPointID: externalRef, CultureName: culture });
      return points.find((point) => point.PublicAccessPointID === externalRef) ?? null;
    },
  };
}
