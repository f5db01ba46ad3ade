import { belgianCities, belgianRegionLanguage, type CitySeed } from './citiesGazetteer';
import { netherlandsCities } from './citiesNetherlands';
import type { Language } from './pickupVocabulary';

/** A gazetteer town as the pickup point generator sees it. */
export interface PickupTown {
  countryCode: 'BE' | 'NL';
  postalCode: string;
  latitude: number;
  longitude: number;
  names: Readonly<{ fr: string; nl: string }>;
  /** The languages of its street and shop names (Brussels: both). */
  languages: readonly Language[];
  /** How many points it gets compared with a village (1): cities get more. */
  weight: number;
}

/**
 * The larger towns' main postal codes and their weight (roughly their population in tens of
 * thousands, capped): they get more points, and post offices. Other codes weigh 1.
 */
const weights: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  BE: {
    '1000': 12, '1020': 4, '1030': 6, '1040': 3, '1050': 5, '1063': 3, '1070': 6, '1080': 5,
    '1081': 2, '1082': 2, '1083': 2, '1090': 3, '1140': 3, '1150': 3, '1160': 3, '1170': 2,
    '1180': 5, '1190': 3, '1200': 3, '1210': 2, '1300': 3, '1348': 3, '1400': 3, '1410': 3,
    '1420': 3, '1500': 3, '1800': 3, '1930': 2, '2000': 10, '2018': 5, '2020': 3, '2060': 3,
    '2100': 4, '2140': 3, '2170': 2, '2300': 3, '2400': 2, '2500': 3, '2800': 5, '2900': 2,
    '3000': 6, '3010': 2, '3200': 2, '3300': 2, '3500': 5, '3600': 4, '3700': 2, '3800': 3,
    '3900': 2, '4000': 9, '4020': 3, '4100': 3, '4400': 2, '4460': 2, '4700': 2, '4800': 3,
    '5000': 6, '5100': 2, '5300': 2, '5500': 2, '6000': 8, '6001': 2, '6030': 2, '6040': 2,
    '6060': 3, '6700': 3, '6800': 2, '7000': 6, '7100': 4, '7500': 4, '7700': 4, '8000': 6,
    '8400': 5, '8500': 5, '8800': 3, '8900': 2, '9000': 10, '9100': 5, '9200': 3, '9300': 5,
    '9400': 2, '9600': 2, '9700': 2, '9800': 2,
  },
  NL: {
    '1011': 10, '1012': 6, '1017': 4, '1051': 3, '1073': 3, '1091': 3, '1102': 3, '1063': 3,
    '2011': 4, '2311': 4, '2511': 8, '2525': 3, '2611': 3, '2711': 3, '2801': 2, '3011': 9,
    '3021': 3, '3071': 3, '3311': 3, '3511': 7, '3811': 4, '4811': 4, '5038': 5, '5211': 4,
    '5611': 6, '6211': 3, '6511': 4, '6811': 4, '7511': 4, '7311': 3, '8011': 3, '8911': 3,
    '9711': 5, '1311': 4, '1211': 3, '1811': 3, '2032': 3, '7411': 2, '7901': 2, '4331': 2,
  },
}; // prettier-ignore

function languagesOf(countryCode: 'BE' | 'NL', postalCode: string): readonly Language[] {
  if (countryCode === 'NL') return ['nl'];
  const region = belgianRegionLanguage(postalCode);
  return region === 'bilingual' ? ['fr', 'nl'] : [region];
}

function townsOf(countryCode: 'BE' | 'NL', list: readonly CitySeed[]): PickupTown[] {
  return list.map(([postalCode, latitude, longitude, fr, nl]) => ({
    countryCode,
    postalCode,
    latitude,
    longitude,
    names: { fr, nl: nl ?? fr },
    languages: languagesOf(countryCode, postalCode),
    weight: weights[countryCode]?.[postalCode] ?? 1,
  }));
}

/** The towns pickup points are spread over, by country. */
export function pickupTowns(): Record<'BE' | 'NL', PickupTown[]> {
  return { BE: townsOf('BE', belgianCities), NL: townsOf('NL', netherlandsCities) };
}
