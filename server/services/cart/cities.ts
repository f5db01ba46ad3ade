import { and, asc, eq, sql } from 'drizzle-orm';
import type { CitiesAnswer } from '../../../api/contract/cart';
import { CITY_TYPEAHEAD_MAX } from '../../../rules/cart';
import { cities } from '../../db/schema';
import { searchable } from '../catalog/text';
import type { Queries } from './sessionCart';

/**
 * How postal codes and names are compared: lower case, no accents, hyphens and apostrophes as
 * spaces ("Sint-Niklaas", "sint niklaas" and "SINT-NIKLAAS" are the same).
 */
export function cityTerm(value: string): string {
  return searchable(value.replace(/[-'’]/g, ' '));
}

/** cities.search_text: the postal code, then every name of the city, as cityTerm writes them. */
export function citySearchText(postalCode: string, names: Record<string, string>): string {
  const distinct = [...new Set(Object.values(names).map(cityTerm))];
  return cityTerm([postalCode, ...distinct].join(' '));
}

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * K11: the cities of a country whose postal code starts with the term, or one of whose names
 * has a word starting with it; postal code order, at most CITY_TYPEAHEAD_MAX. Ids are the keys.
 */
export async function searchCities(
  db: Queries,
  countryId: number,
  term: string,
  culture: string,
): Promise<CitiesAnswer> {
  const prefix = `${likeEscape(term)}%`;
  const rows = await db
    .select({ id: cities.id, postalCode: cities.postalCode, names: cities.names })
    .from(cities)
    .where(
      and(
        eq(cities.countryId, countryId),
        sql`(${cities.searchText} like ${prefix} or ${cities.searchText} like ${`% ${prefix}`})`,
      ),
    )
    .orderBy(asc(cities.postalCode), asc(cities.searchText))
    .limit(CITY_TYPEAHEAD_MAX);
  return Object.fromEntries(
    rows.map((r) => [
      String(r.id),
      `${r.postalCode} ${r.names[culture] ?? Object.values(r.names)[0] ?? ''}`,
    ]),
  );
}
