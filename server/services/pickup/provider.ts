import type { PickupPoint } from '../../../api/contract/pickup';
import type { CarrierForm, CarrierType } from '../../../rules/pickup';

/** A carrier as pickup_carriers holds it. */
export interface CarrierRow {
  id: number;
  code: string;
  names: Record<string, string>;
  type: CarrierType;
  form: CarrierForm;
  /** Who answers for it: 'seeded' (pickup_points), or a configured carrier API. */
  provider: string;
  isActive: boolean;
}

/** Where to search: a resolved place (the gazetteer or the shopper's coordinates). */
export interface PickupPlace {
  latitude: number;
  longitude: number;
  countryId: number;
  countryCode: string;
}

export interface PickupSearch {
  carrier: CarrierRow;
  place: PickupPlace;
  radiusKm: number;
  maximumListSize: number;
  culture: string;
}

/**
 * What answers M1 for a carrier (issue 17). The seeded provider reads pickup_points; a real
 * carrier's API is another implementation chosen by configuration. `find` is how K8 checks
 * that a saved point exists (and takes its details from the provider, not from the browser).
 */
export interface PickupProvider {
  /** Points within radiusKm of the place, nearest first, at most maximumListSize. */
  search(search: PickupSearch): Promise<PickupPoint[]>;
  /** One point by its carrier reference (PublicAccessPointID), or null. */
  find(carrier: CarrierRow, externalRef: string, culture: string): Promise<PickupPoint | null>;
}

/** The provider did not answer (network, timeout, bad answer): M1 says so, K8 refuses. */
export class ProviderUnavailable extends Error {
  constructor(carrier: string, cause?: unknown) {
    super(`The pickup provider of ${carrier} did not answer`, { cause });
    this.name = 'ProviderUnavailable';
  }
}
