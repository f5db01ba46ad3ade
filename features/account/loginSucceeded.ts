import { api } from '@api/baseApi';
import { localizationApi } from '@api/localization';
import type { AppDispatch, RootState } from '@base/storeTypes';

/**
 * After login every cached answer may differ (prices, cart, account): the whole API cache is
 * reset so each mounted query fetches again for the customer. The culture's strings do not
 * depend on the session; they are put back at once so texts never flash as keys.
 */
export function apiStateResetForCustomer(culture: string) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const strings = localizationApi.endpoints.getStringResources.select(culture)(getState()).data;
    dispatch(api.util.resetApiState());
    if (strings) {
      dispatch(localizationApi.util.upsertQueryData('getStringResources', culture, strings));
    }
  };
}
