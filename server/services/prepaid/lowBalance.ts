import { sql } from 'drizzle-orm';
import { PREPAID_PAGE_PATH } from '../../../rules/prepaid';
import type { Tx } from '../cart/sessionCart';
import { queueMail } from '../mail/queue';
import { euros, typeName } from './prepaidTypes';

interface AccountState {
  balanceCents: number;
  notify: boolean;
  notifiedAt: unknown;
  lowBalanceCents: number;
  names: Record<string, string>;
  code: string;
  email: string;
  firstName: string;
  culture: string;
}

/**
 * P8, after a balance moved (in the same transaction, the account row already locked by the
 * move): under the type's threshold with the notification on and no mail since it last went
 * under → the low-balance mail is queued and the account remembers it; back at or over the
 * threshold → forgotten, so the next fall mails again. Call app.mailer.kick() after the commit.
 */
export async function noticeLowBalance(tx: Tx, accountId: number): Promise<void> {
  const result = (await tx.execute(sql`
    select a.balance_cents as "balanceCents", a.notify_low_balance as notify,
      a.low_notified_at as "notifiedAt", t.low_balance_cents as "lowBalanceCents", t.names,
      t.code, c.email, c.first_name as "firstName", c.culture
    from prepaid_accounts a
    join prepaid_account_types t on t.id = a.type_id
    join customers c on c.id = a.customer_id
    where a.id = ${accountId}`)) as unknown as { rows: AccountState[] };
  const row = result.rows[0];
  if (!row) return;
  const balance = Number(row.balanceCents);
  const threshold = Number(row.lowBalanceCents);
  if (balance >= threshold) {
    if (row.notifiedAt !== null) {
      await tx.execute(
        sql`update prepaid_accounts set low_notified_at = null where id = ${accountId}`,
      );
    }
    return;
  }
  if (!row.notify || row.notifiedAt !== null) return;
  const culture = row.culture;
  await queueMail(tx, {
    to: row.email,
    culture,
    template: 'prepaidLowBalance',
    data: {
      FirstName: row.firstName ?? '',
      AccountName: typeName(row, culture),
      Balance: euros(balance, culture),
      Threshold: euros(threshold, culture),
      Link: `/${culture}/${PREPAID_PAGE_PATH}`,
    },
  });
  await tx.execute(
    sql`update prepaid_accounts set low_notified_at = now() where id = ${accountId}`,
  );
}
