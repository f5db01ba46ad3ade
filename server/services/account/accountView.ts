import { eq } from 'drizzle-orm';
import type { AccountCustomer } from '../../../api/contract/account';
import type { AppDb } from '../../db/client';
import { customers } from '../../db/schema';
import type { Recipient } from './accountMail';
import { toRole } from './roles';

export type CustomerRow = typeof customers.$inferSelect;

/** The customer as every account answer shows it (never the hash, the secret or the step). */
export function accountCustomerOf(row: CustomerRow): AccountCustomer {
  return {
    Email: row.email,
    FirstName: row.firstName,
    LastName: row.lastName,
    Role: toRole(row.role),
    EmailVerified: row.emailVerifiedAt !== null,
    Culture: row.culture,
    Phone: row.phone,
    Newsletter: row.newsletter,
    CompanyName: row.companyName,
    VAT: row.vat,
    TwoFactorEnabled: row.totpEnabledAt !== null,
  };
}

export async function customerRow(
  db: Pick<AppDb, 'select'>,
  id: number,
): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export const recipientOf = (row: CustomerRow): Recipient => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  culture: row.culture,
});
