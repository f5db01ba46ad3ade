import type { PickupModalView, PickupSearchRequest } from '@api/contract/pickup';
import { PICKUP_MAXIMUM_LIST_SIZE, PICKUP_SEARCH_RADIUS_KM } from '@rules/pickup';

/** A place to search around: what a form or the place search box gives. */
export interface PickupPlace {
  PostalCode?: string | undefined;
  City?: string | undefined;
  Address?: string | undefined;
  Latitude?: number | undefined;
  Longitude?: number | undefined;
}

/**
 * 001 §9: the search radius and the maximum list size are read from the modal's markup data
 * attributes (data-search-radius, data-maximum-list-size), the defaults when absent.
 */
export function searchLimitsOf(element: HTMLElement | null) {
  const number = (text: string | undefined, fallback: number) => {
    const value = Number(text);
    return text && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    SearchRadius: number(element?.dataset.searchRadius, PICKUP_SEARCH_RADIUS_KM),
    MaximumListSize: Math.floor(number(element?.dataset.maximumListSize, PICKUP_MAXIMUM_LIST_SIZE)),
  };
}

/** M1's body (001 §3 "Pickup point search request"); empty texts are left out. */
export function pickupSearchRequest(
  view: PickupModalView,
  countryCode: string,
  place: PickupPlace,
  limits: { SearchRadius: number; MaximumListSize: number },
  culture: string,
): PickupSearchRequest {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const request: PickupSearchRequest = {
    CountryCode: countryCode,
    ShippingMethodId: view.ShippingMethodId,
    ...limits,
    CultureName: culture,
  };
  const postalCode = text(place.PostalCode);
  const city = text(place.City);
  const address = text(place.Address);
  if (postalCode) request.PostalCode = postalCode;
  if (city) request.City = city;
  if (address) request.Address = address;
  if (place.Latitude !== undefined && place.Longitude !== undefined) {
    request.Latitude = place.Latitude;
    request.Longitude = place.Longitude;
  }
  return request;
}

/** The view's preset place (a cart's point or city, or the address's query), if it names one. */
export function presetPlace(view: PickupModalView): PickupPlace | null {
  const place = { PostalCode: view.PostCode, City: view.City, Address: view.Address };
  return place.PostalCode || place.City || place.Address ? place : null;
}

/** The code of the view's country (the form's first value). */
export function countryCodeOf(view: PickupModalView, countryId: number): string {
  return view.Countries.find((c) => c.Id === countryId)?.Code ?? view.Countries[0]?.Code ?? '';
}
