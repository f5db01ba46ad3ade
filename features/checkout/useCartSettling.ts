import { useGetCartQuery } from '@api/cart';
import { useAppSelector } from '@base/hooks';
import type { RootState } from '@base/storeTypes';

/** Any call that changes something is on its way (a method's radio, a new address, a coupon). */
export const selectChangePending = (state: RootState): boolean =>
  Object.values(state.api.mutations).some((mutation) => mutation?.status === 'pending');

/**
 * True while a change is on its way or the cart view is fetched again after one: the totals on
 * screen are about to change. The order names the cart version the shopper saw (K15's
 * CartVersion), so paying in that moment could only end in "your cart changed"; the pay button
 * waits instead.
 */
export function useCartSettling(culture: string): boolean {
  const fetching = useGetCartQuery({ culture }).isFetching;
  const changing = useAppSelector(selectChangePending);
  return fetching || changing;
}
