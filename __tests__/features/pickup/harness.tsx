import PickupModal from '@features/pickup/PickupModal';
import type { PickupModalQuery } from '@api/contract/pickup';
import { renderWithProviders } from '../../support/render';
import { json } from '../../support/fetchMock';
import { cartStore, serveCart, type Routes } from '../cart/harness';
import { pickupCart } from './fixtures';

export const M2 = '/fr/shippings/pickuppoint/search';
export const M1 = '/api/v1/shipping/bpost/getpickuppoints';
export const K8 = '/api/v1/shoppingcarts/externalpickuppoint';
export const M5 = '/api/v1/settings/GoogleFrontAPIKey';

/** The modal over a mocked server: M2's view, M1's answer, K8, and no maps key (list only). */
export async function renderModal(
  routes: Routes,
  query: PickupModalQuery = { shippingMethodId: 3 },
) {
  document.cookie = 'vitrine.csrf=tok; path=/';
  const server = serveCart({
    [`GET ${M5}`]: { Key: 'GoogleFrontAPIKey', Value: '' },
    [`POST ${K8}`]: pickupCart(),
    'GET /api/v1/shoppingcarts': pickupCart(),
    ...routes,
  });
  const store = await cartStore();
  const closed: number[] = [];
  renderWithProviders(<PickupModal query={query} onClose={() => void closed.push(1)} />, {
    store,
    route: '/fr/shoppingcarts',
  });
  const bodies = async (path: string) =>
    Promise.all(server.requests('POST', path).map((r) => r.clone().json()));
  return { server, store, closed, bodies };
}

export { json };
