import type { AppDb } from '../db/client';
import { customers } from '../db/schema';
import { hashPassword } from '../services/account/passwords';
import { fromExcluded } from './upsert';

/** The demo shopper of the README; the password is public on purpose. */
export const DEMO_CUSTOMER = {
  email: 'demo@vitrine.test',
  password: 'Vitrine-demo-2026!',
  firstName: 'Sophie',
  lastName: 'Peeters',
  culture: 'fr',
} as const;

/**
 * More demo shoppers with the same public password, one per language and device the README's
 * tours (and the Playwright journeys, which run side by side) use: each has a cart of their own.
 */
export const DEMO_SHOPPERS = [
  { email: 'lucas@vitrine.test', firstName: 'Lucas', lastName: 'Dubois', culture: 'fr' },
  { email: 'emma@vitrine.test', firstName: 'Emma', lastName: 'Janssens', culture: 'nl' },
  { email: 'louise@vitrine.test', firstName: 'Louise', lastName: 'Lambert', culture: 'fr' },
  { email: 'daan@vitrine.test', firstName: 'Daan', lastName: 'Maes', culture: 'nl' },
] as const;

/** Upserts the demo customers, password included, so the documented credentials always work. */
export async function seedCustomers(db: Pick<AppDb, 'insert'>): Promise<void> {
  const { password, ...demo } = DEMO_CUSTOMER;
  // One hash each: a salt of its own per account, even with the same public password.
  const rows = await Promise.all(
    [demo, ...DEMO_SHOPPERS].map(async (c) => ({
      ...c,
      passwordHash: await hashPassword(password),
    })),
  );
  await db
    .insert(customers)
    .values(rows)
    .onConflictDoUpdate({
      target: customers.email,
      set: fromExcluded(customers, ['passwordHash', 'firstName', 'lastName', 'culture']),
    });
}
