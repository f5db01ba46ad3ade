import { pickupProviderKey, type ServerConfig } from '../../config';
import type { Queries } from '../cart/sessionCart';
import { httpProvider } from './httpProvider';
import type { CarrierRow, PickupProvider } from './provider';
import { seededProvider } from './seededProvider';

/** What choosing a provider needs: the database and the configured carrier APIs (the app has both). */
export interface ProviderDeps {
  db: Queries;
  config: Pick<ServerConfig, 'pickupProviderUrls' | 'appBase'>;
}

/**
 * Who answers for a carrier: its own API when PICKUP_PROVIDER_URL_<CODE> is set, otherwise the
 * seeded pickup_points (server/services/pickup/seededProvider.ts).
 */
export function providerFor(deps: ProviderDeps, carrier: CarrierRow): PickupProvider {
  const url = deps.config.pickupProviderUrls[pickupProviderKey(carrier.code)];
  return url ? httpProvider(url) : seededProvider(deps.db, deps.config.appBase);
}
