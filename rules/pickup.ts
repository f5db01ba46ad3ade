/**
 * Pickup points and maps (issue 17, M1, M2, M5, K8): values the client and the server both use.
 */

/** The pickup search page (M2), below /{culture}/; it opens in a large modal from the cart. */
export const PICKUP_SEARCH_PATH = 'shippings/pickuppoint/search';

/**
 * How a carrier's points are known (K8: `PickupPointId` only for 'static'). A 'static' carrier's
 * points are rows of the shop's own table (their id is PickupPointId); an 'external' one's come
 * from the carrier's service, known by the carrier's reference alone (ExternalPickupPointRef).
 */
export const CARRIER_TYPES = ['static', 'external'] as const;
export type CarrierType = (typeof CARRIER_TYPES)[number];

/**
 * The search form a carrier asks for (001 §2 "Screens"): the national postal carrier's postal
 * code + city form, or the address search box (with place autocomplete) of the others.
 */
export const CARRIER_FORMS = ['postcodeCity', 'address'] as const;
export type CarrierForm = (typeof CARRIER_FORMS)[number];

/** What kind of place a point is (PickupPointType). */
export const PICKUP_POINT_TYPES = [
  'PostOffice',
  'PostPoint',
  'ParcelLocker',
  'ParcelShop',
] as const;
export type PickupPointType = (typeof PICKUP_POINT_TYPES)[number];

/** M1's answer status: 'Success' (001 §8: anything else is the lookup error growl). */
export const PICKUP_SUCCESS = 'Success';
/** M1's other statuses (ours): the place is unknown, or the carrier's service did not answer. */
export const PICKUP_PLACE_NOT_FOUND = 'PlaceNotFound';
export const PICKUP_PROVIDER_UNAVAILABLE = 'ProviderUnavailable';

/**
 * 001 §9: search radius (km) and maximum list size come from the modal's markup data attributes;
 * these are the values the markup carries by default, and the bounds M1 accepts.
 */
export const PICKUP_SEARCH_RADIUS_KM = 15;
export const PICKUP_SEARCH_RADIUS_MAX_KM = 100;
export const PICKUP_MAXIMUM_LIST_SIZE = 20;
export const PICKUP_MAXIMUM_LIST_SIZE_MAX = 50;

/** Lengths the search form and the schemas share. */
export const PICKUP_CITY_MAX = 80;
export const PICKUP_POSTCODE_MAX = 10;
export const PICKUP_ADDRESS_MAX = 200;
/** Lengths of the save payload's (K8) texts. */
export const PICKUP_NAME_MAX = 100;
export const PICKUP_TEXT_MAX = 500;
export const PICKUP_REF_MAX = 60;

/** 001 §9: default map zoom, map type, and fit to bounds for pickup maps. */
export const MAP_DEFAULT_ZOOM = 13;
export const MAP_DEFAULT_TYPE = 'roadmap';

/** 001 §2: opening hours come as one text, semicolons between lines. */
export function openingHoursLines(hours: string | null | undefined): string[] {
  return (hours ?? '')
    .split(';')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Great-circle distance in km (haversine, mean Earth radius), for tests and the client's sort. */
export function distanceKm(
  a: { Latitude: number; Longitude: number },
  b: { Latitude: number; Longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.Latitude - a.Latitude) * rad;
  const dLon = (b.Longitude - a.Longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.Latitude * rad) * Math.cos(b.Latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A postal code as the gazetteer keeps it: Belgian 4 digits, Dutch 4 digits (the letters dropped). */
export function normalizePostcode(countryCode: string, raw: string): string | null {
  const text = raw.trim().toUpperCase().replace(/\s+/g, '');
  if (countryCode === 'NL') {
    const match = /^(\d{4})([A-Z]{2})?$/.exec(text);
    return match ? match[1]! : null;
  }
  if (countryCode === 'BE' || countryCode === 'LU') return /^\d{4}$/.test(text) ? text : null;
  return /^[0-9A-Z-]{2,10}$/.test(text) ? text : null;
}
