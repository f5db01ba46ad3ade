import type { PlaceChoice } from './types';

/** The parts of a Google place (or geocoder result) we read: address parts, text, position. */
export type PlaceLike = {
  address_components?: { long_name: string; short_name: string; types: string[] }[];
  formatted_address?: string;
  name?: string;
  geometry?: { location?: { lat(): number; lng(): number } };
};

function component(place: PlaceLike, ...types: string[]): string | undefined {
  for (const type of types) {
    const found = place.address_components?.find((c) => c.types.includes(type));
    if (found) return found.long_name;
  }
  return undefined;
}

/** What the pickup search needs of a chosen place (postal code may be missing: reverse lookup). */
export function placeChoice(place: PlaceLike): PlaceChoice {
  const street = [component(place, 'route'), component(place, 'street_number')]
    .filter(Boolean)
    .join(' ');
  const location = place.geometry?.location;
  const choice: PlaceChoice = {};
  const postalCode = component(place, 'postal_code');
  const city = component(place, 'locality', 'postal_town', 'administrative_area_level_2');
  const address = street || place.formatted_address || place.name;
  if (postalCode) choice.PostalCode = postalCode;
  if (city) choice.City = city;
  if (address) choice.Address = address;
  if (location) {
    choice.Latitude = location.lat();
    choice.Longitude = location.lng();
  }
  return choice;
}

/** The postal code of the first geocoder result that has one. */
export function postalCodeOf(results: PlaceLike[]): { PostalCode: string; City?: string } | null {
  for (const result of results) {
    const postalCode = component(result, 'postal_code');
    if (postalCode) {
      const city = component(result, 'locality', 'postal_town');
      return city ? { PostalCode: postalCode, City: city } : { PostalCode: postalCode };
    }
  }
  return null;
}

/** A K11 gazetteer label ("1000 Bruxelles"): postal code, then the city's name. */
export function gazetteerChoice(label: string): PlaceChoice {
  const match = /^(\S+)\s+(.+)$/.exec(label.trim());
  return match ? { PostalCode: match[1]!, City: match[2]! } : { City: label.trim() };
}
