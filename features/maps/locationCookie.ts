import { cookieString } from '@rules/consentCookie';
import { runtimeConfig } from '@base/runtimeConfig';
import type { PlaceLike } from './place';

/** How the place was found (the entity's "medium"). */
export type LocationMedium = 'autocomplete' | 'geocoder' | 'gazetteer' | 'geolocation';

/** 001 §3 "Location cookie data", with Google's field names. */
export type LocationCookieData = {
  address_components: { long_name: string; short_name: string; types: string[] }[];
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } } | null;
  types: string[];
  partial_match: boolean;
  postcode_localities: string[];
  place_id: string;
  medium: LocationMedium;
};

/** Named like the consent cookie: {cmsName}Location. */
export const locationCookieName = (cmsName: string) => `${cmsName}Location`;
/** As long as the consent it depends on (000 §9: 8760 hours). */
export const LOCATION_COOKIE_LIFETIME_HOURS = 8760;

type GooglePlace = PlaceLike & {
  types?: string[];
  partial_match?: boolean;
  postcode_localities?: string[];
  place_id?: string;
};

/** The cookie's data from a Google place or geocoder result. */
export function locationFromPlace(place: GooglePlace, medium: LocationMedium): LocationCookieData {
  const location = place.geometry?.location;
  return {
    address_components: (place.address_components ?? []).map(
      ({ long_name, short_name, types }) => ({
        long_name,
        short_name,
        types,
      }),
    ),
    formatted_address: place.formatted_address ?? place.name ?? '',
    geometry: location ? { location: { lat: location.lat(), lng: location.lng() } } : null,
    types: place.types ?? [],
    partial_match: place.partial_match ?? false,
    postcode_localities: place.postcode_localities ?? [],
    place_id: place.place_id ?? '',
    medium,
  };
}

/**
 * Remembers the shopper's place for the next visit. It is a preference: written only when the
 * 'preferences' category is allowed (README "Consent"); returns whether it was written.
 */
export function writeLocationCookie(
  data: LocationCookieData,
  preferencesAllowed: boolean,
): boolean {
  if (!preferencesAllowed) return false;
  const config = runtimeConfig();
  document.cookie = cookieString(
    locationCookieName(config.cmsName),
    JSON.stringify(data),
    LOCATION_COOKIE_LIFETIME_HOURS,
    location.protocol === 'https:',
    config.appBase || '/',
  );
  return true;
}
