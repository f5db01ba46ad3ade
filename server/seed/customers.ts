import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { customers } from '../db/schema';
import { hashPassword } from '../services/passwords';

/** The demo shopper of the README; the password is public on purpose. */
export const DEMO_CUSTOMER = {
  email: 'demo@vitrine.test',
  password: 'Vitrine-demo-2026!',
  firstName: 'Sophie',
  lastName: 'Peeters',
  culture: 'fr',
} as const;

/** Upserts the demo customer, password included, so the documented credentials always work. */
export async function seedCustomers(db: Pick<AppDb, 'insert'>): Promise<void> {
  const { password, ...demo } = DEMO_CUSTOMER;
  await db
    .insert(customers)
    .values({ ...demo, passwordHash: await hashPassword(password) })
    .onConflictDoUpdate({
      target: customers.email,
      set: {
        passwordHash: sql`excluded.password_hash`,
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        culture: sql`excluded.culture`,
      },
    });
}
