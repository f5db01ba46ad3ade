import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { normalizePostcode } from '../../../rules/pickup';
import { cities } from '../../db/schema';
import { cityTerm } from '../cart/cities';
import type { Queries } from '../cart/sessionCart';

/** A gazetteer locality with its centre. */
export interface Locality {
  postalCode: string;
  names: Record<string, string>;
  latitude: number;
  longitude: number;
}

const localityColumns = {
  postalCode: cities.postalCode,
  names: cities.names,
  latitude: sql<number>`${cities.latitude}`,
  longitude: sql<number>`${cities.longitude}`,
};
const located = (countryId: number) =>
  and(eq(cities.countryId, countryId), isNotNull(cities.latitude), isNotNull(cities.longitude));

/** How many name candidates a city search reads before choosing (a town has a few postcodes). */
const CITY_CANDIDATES = 200;

/** The locality of a postal code (already normalised), the first by name when several share it. */
export async function localityByPostcode(
  db: Queries,
  countryId: number,
  postalCode: string,
): Promise<Locality | null> {
  const [row] = await db
    .select(localityColumns)
    .from(cities)
    .where(and(located(countryId), eq(cities.postalCode, postalCode)))
    .orderBy(asc(cities.searchText), asc(cities.id))
    .limit(1);
  return row ?? null;
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A locality by name, in any culture, accents and case aside: a name equal to the term first,
 * then a name starting with it; lowest postal code among equals. `exactOnly` for words taken
 * out of a free-text address, where a prefix would guess.
 */
export async function localityByName(
  db: Queries,
  countryId: number,
  name: string,
  exactOnly = false,
): Promise<Locality | null> {
  const term = cityTerm(name);
  if (term === '') return null;
  // search_text is "postal code names…": a name starting with the term follows a space.
  const rows = await db
    .select(localityColumns)
    .from(cities)
    .where(and(located(countryId), sql`${cities.searchText} like ${`% ${likeEscape(term)}%`}`))
    .orderBy(asc(cities.postalCode), asc(cities.id))
    .limit(CITY_CANDIDATES);
  const terms = (row: Locality) => Object.values(row.names).map(cityTerm);
  const exact = rows.find((row) => terms(row).includes(term));
  if (exact || exactOnly) return exact ?? null;
  return rows.find((row) => terms(row).some((t) => t.startsWith(term))) ?? null;
}

/** Postal-code-looking tokens of a free text: "1000", "1012 AB", "L-1234". */
const POSTCODE_TOKEN = /\b(?:[A-Z]-)?\d{4,5}(?:\s?[A-Z]{2}\b)?/gi;

/**
 * A free-text address to a locality, without a geocoding service: a postal code in it that the
 * gazetteer knows, else a town named in it (a comma-separated part, then each word). Street and
 * house number are not located: that needs the maps service.
 */
export async function localityByAddress(
  db: Queries,
  country: { id: number; code: string },
  address: string,
): Promise<Locality | null> {
  for (const token of address.match(POSTCODE_TOKEN) ?? []) {
    const code = normalizePostcode(country.code, token.replace(/^[A-Z]-/i, ''));
    const found = code ? await localityByPostcode(db, country.id, code) : null;
    if (found) return found;
  }
  const words = address.replace(/\d+/g, ' ');
  const parts = words.split(/[,;\n]/).map((s) => s.trim());
  const candidates = [...parts.reverse(), ...words.split(/[\s,;]+/).reverse()];
  const tried = new Set<string>();
  for (const candidate of candidates) {
    const term = cityTerm(candidate);
    if (term.length < 2 || tried.has(term)) continue;
    tried.add(term);
    const found = await localityByName(db, country.id, candidate, true);
    if (found) return found;
  }
  return null;
}

/** How far the reverse lookup looks for a locality (001 §5: a place without postal code). */
export const REVERSE_LOOKUP_KM = 25;

/** The gazetteer locality of a country nearest to a point, within REVERSE_LOOKUP_KM. */
export async function nearestLocality(
  db: Queries,
  countryId: number,
  latitude: number,
  longitude: number,
): Promise<Locality | null> {
  const dLat = REVERSE_LOOKUP_KM / 110.5;
  const distance = sql<number>`(12742.0176 * asin(least(1, sqrt(
    power(sin(radians(${cities.latitude} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${cities.latitude}))
      * power(sin(radians(${cities.longitude} - ${longitude}::float8) / 2), 2)))))`;
  const [row] = await db
    .select(localityColumns)
    .from(cities)
    .where(
      and(
        located(countryId),
        gte(cities.latitude, latitude - dLat),
        lte(cities.latitude, latitude + dLat),
        sql`${distance} <= ${REVERSE_LOOKUP_KM}::float8`,
      ),
    )
    .orderBy(asc(distance), asc(cities.id))
    .limit(1);
  return row ?? null;
}

/** A locality's name in the culture, else in any culture it has. */
export function localityName(locality: Locality, culture: string): string {
  return locality.names[culture] ?? Object.values(locality.names)[0] ?? '';
}
