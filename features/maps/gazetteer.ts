import type { LocationCookieData } from './locationCookie';
import type { PlaceChoice } from './types';

/** The location cookie's data for a place the server found (gazetteer or reverse lookup). */
export function locationFromChoice(
  choice: PlaceChoice,
  label: string,
  medium: LocationCookieData['medium'],
): LocationCookieData {
  const parts: LocationCookieData['address_components'] = [];
  if (choice.PostalCode) {
    parts.push({
      long_name: choice.PostalCode,
      short_name: choice.PostalCode,
      types: ['postal_code'],
    });
  }
  if (choice.City) {
    parts.push({
      long_name: choice.City,
      short_name: choice.City,
      types: ['locality', 'political'],
    });
  }
  const hasPosition = choice.Latitude !== undefined && choice.Longitude !== undefined;
  return {
    address_components: parts,
    formatted_address: label,
    geometry: hasPosition ? { location: { lat: choice.Latitude!, lng: choice.Longitude! } } : null,
    types: choice.PostalCode ? ['postal_code'] : ['locality', 'political'],
    partial_match: false,
    postcode_localities: [],
    // Not a Google place: no Google place id.
    place_id: '',
    medium,
  };
}
