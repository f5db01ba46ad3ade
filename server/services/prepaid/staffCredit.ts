import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { CustomerSearchResult, PrepaidAccount } from '../../../api/contract/prepaid';
import type { AppDb } from '../../db/client';
import { customers } from '../../db/schema';
import { movePrepaidBalance } from './balance';
import { customerAccounts, ensurePrepaidAccount } from './prepaidAccounts';
import { activePrepaidType } from './prepaidTypes';

/** How many customers P9 answers at most (an autocomplete, not a list). */
export const CUSTOMER_SEARCH_LIMIT = 20;

/** `%`, `_` and `\` typed by staff are searched for as themselves. */
const likeText = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * P9 (staff): customers whose e-mail, first or last name holds the term (case-insensitive), by
 * e-mail. The route checks the role and the term's length (≥ 2, the schema).
 */
export async function searchCustomers(db: AppDb, term: string): Promise<CustomerSearchResult> {
  const pattern = `%${likeText(term.trim().toLowerCase())}%`;
  const rows = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(
      or(
        ilike(customers.email, pattern),
        ilike(customers.firstName, pattern),
        ilike(customers.lastName, pattern),
        ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
      ),
    )
    .orderBy(asc(customers.email))
    .limit(CUSTOMER_SEARCH_LIMIT);
  return rows.map((r) => ({ CustomerId: r.id, Email: r.email }));
}

export type StaffCreditResult =
  | { ok: true; accounts: PrepaidAccount[] }
  | { ok: false; status: 404; key: 'Prepaid.CustomerNotFound' | 'Prepaid.TypeNotFound' };

/**
 * Staff add prepaid credit for a customer (P9's purpose): quantity × the type's credit on the
 * customer's account of that type (created when missing), movement 'staff' naming the staff
 * member. Answers the customer's accounts.
 */
export async function addStaffCredit(
  db: AppDb,
  input: { staffId: number; customerId: number; typeId: number; quantity: number; culture: string },
): Promise<StaffCreditResult> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  if (!customer) return { ok: false, status: 404, key: 'Prepaid.CustomerNotFound' };
  const type = await activePrepaidType(db, input.typeId);
  if (!type) return { ok: false, status: 404, key: 'Prepaid.TypeNotFound' };
  await db.transaction(async (tx) => {
    const accountId = await ensurePrepaidAccount(tx, customer.id, type.id);
    await movePrepaidBalance(tx, {
      accountId,
      amountCents: type.creditCents * input.quantity,
      kind: 'staff',
      staffId: input.staffId,
    });
  });
  return { ok: true, accounts: await customerAccounts(db, customer.id, input.culture) };
}
