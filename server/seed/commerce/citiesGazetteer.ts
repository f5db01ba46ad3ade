import { citiesAbroad } from './citiesAbroad';
import { brusselsWalloniaCities } from './citiesBrusselsWallonia';
import { flandersCities } from './citiesFlanders';
import { netherlandsCities } from './citiesNetherlands';

/**
 * [postal code, latitude, longitude (WGS 84, the locality's centre, about 0.01°), French name,
 * Dutch name when it differs]. One locality per postal code: the municipality's, except 2275
 * (Gierle, not Lille) and 4420 (Montegnée, not Saint-Nicolas), so that K11's "Lille" and
 * "Saint-Nicolas" keep finding the French city and the Flemish one alone.
 */
export type CitySeed = readonly [
  postalCode: string,
  latitude: number,
  longitude: number,
  fr: string,
  nl?: string,
];

/** Every Belgian postal code, in postal code order. */
export const belgianCities: readonly CitySeed[] = [
  ...brusselsWalloniaCities,
  ...flandersCities,
].sort((a, b) => a[0].localeCompare(b[0]));

/** The gazetteer by country code: Belgium and the Netherlands in full, neighbours' main towns. */
export const gazetteer: Readonly<Record<string, readonly CitySeed[]>> = {
  BE: belgianCities,
  NL: netherlandsCities,
  ...citiesAbroad,
};

/** The language of a Belgian postal code's region (Brussels is both French and Dutch). */
export function belgianRegionLanguage(postalCode: string): 'fr' | 'nl' | 'de' | 'bilingual' {
  const code = Number(postalCode);
  if (code < 1300) return 'bilingual';
  if (code < 1500) return 'fr';
  if (code < 4000) return 'nl';
  if (code >= 4700 && code < 4800) return 'de';
  if (code < 8000) return 'fr';
  return 'nl';
}
