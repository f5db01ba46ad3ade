import { asc, eq } from 'drizzle-orm';
import type { CountryOption } from '../../../api/contract/cart';
import { SHOP_COUNTRY_CODE } from '../../../rules/checkout';
import { countries } from '../../db/schema';
import type { Queries } from './sessionCart';
import { ratePercent } from './vat';

export interface CountryRow {
  id: number;
  code: string;
  names: Record<string, string>;
  isEu: boolean;
  vatRateBp: number;
  isShippable: boolean;
}

const columns = {
  id: countries.id,
  code: countries.code,
  names: countries.names,
  isEu: countries.isEu,
  vatRateBp: countries.vatRateBp,
  isShippable: countries.isShippable,
};

/** Every country, in the shop's order (Belgium first). A handful of rows. */
export async function loadCountries(db: Queries): Promise<CountryRow[]> {
  return db.select(columns).from(countries).orderBy(asc(countries.position), asc(countries.id));
}

export async function countryByCode(db: Queries, code: string): Promise<CountryRow | null> {
  const [row] = await db
    .select(columns)
    .from(countries)
    .where(eq(countries.code, code.toUpperCase()));
  return row ?? null;
}

export async function countryById(db: Queries, id: number): Promise<CountryRow | null> {
  const [row] = await db.select(columns).from(countries).where(eq(countries.id, id));
  return row ?? null;
}

/** The shop's own country; the seed always has it, the first country stands in otherwise. */
export function shopCountry(list: CountryRow[]): CountryRow {
  const found = list.find((c) => c.code === SHOP_COUNTRY_CODE) ?? list[0];
  if (!found) throw new Error('no country in the database');
  return found;
}

/** The standard rate a country charges: 0 outside the EU (exports). */
export function standardRateBp(country: Pick<CountryRow, 'isEu' | 'vatRateBp'>): number {
  return country.isEu ? country.vatRateBp : 0;
}

export function countryOption(country: CountryRow, culture: string): CountryOption {
  return {
    Id: country.id,
    Code: country.code,
    Name: country.names[culture] ?? country.code,
    VatRate: ratePercent(standardRateBp(country)),
  };
}
