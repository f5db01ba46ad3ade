import { sql } from 'drizzle-orm';
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

/** The demo staff member (README), same public password: sees the staff pages (mail outbox). */
export const DEMO_STAFF = {
  email: 'staff@vitrine.test',
  firstName: 'Camille',
  lastName: 'Wouters',
  culture: 'fr',
  role: 'staff',
} as const;

/** Demo addresses count as verified (no banner), since a fixed date: the seed is deterministic. */
const VERIFIED_AT = new Date('2026-01-01T00:00:00Z');

/**
 * Upserts the demo customers, password and role included, so the documented credentials always
 * work: two-factor login turned on by a visitor of the demo is turned off again.
 */
export async function seedCustomers(db: Pick<AppDb, 'insert'>): Promise<void> {
  const { password, ...demo } = DEMO_CUSTOMER;
  const people = [
    { ...demo, role: 'customer' },
    ...DEMO_SHOPPERS.map((s) => ({ ...s, role: 'customer' })),
    DEMO_STAFF,
  ];
  // One hash each: a salt of its own per account, even with the same public password.
  const rows = await Promise.all(
    people.map(async (c) => ({
      ...c,
      emailVerifiedAt: VERIFIED_AT,
      passwordHash: await hashPassword(password),
    })),
  );
  await db
    .insert(customers)
    .values(rows)
    .onConflictDoUpdate({
      target: customers.email,
      set: {
        ...fromExcluded(customers, [
          'passwordHash',
          'firstName',
          'lastName',
          'culture',
          'role',
          'emailVerifiedAt',
        ]),
        totpSecret: sql`null`,
        totpEnabledAt: sql`null`,
        totpLastStep: sql`null`,
      },
    });
}
