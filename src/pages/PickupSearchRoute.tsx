import type { PickupModalView } from '@api/contract/pickup';
import { pickupApi } from '@api/pickup';
import { createQueryLoader } from '@features/navigation/queryLoader';
import { PickupSearchPage } from '@features/pickup/PickupSearchPage';
import { pickupQueryFromSearch } from '@features/pickup/pickupQuery';
import type { AppStore } from '@store/index';

/**
 * /{culture}/shippings/pickuppoint/search (M2) opened as a page: its view loads during the out
 * animation (features/navigation/README.md), with the address's query.
 */
export function route(store: AppStore) {
  return {
    Component: PickupSearchPage,
    loader: createQueryLoader(
      store,
      pickupApi.endpoints.getPickupModal,
      (args, data) =>
        pickupApi.util.upsertQueryData('getPickupModal', args, data as PickupModalView),
      ({ params, request }) => {
        const query = pickupQueryFromSearch(new URL(request.url).searchParams);
        return params.culture && query ? { ...query, culture: params.culture } : null;
      },
    ),
  };
}
