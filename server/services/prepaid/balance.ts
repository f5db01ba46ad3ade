import { sql } from 'drizzle-orm';
import type { Tx } from '../cart/sessionCart';
import { noticeLowBalance } from './lowBalance';

export type PrepaidMovementKind = 'purchase' | 'order' | 'refund' | 'staff' | 'reversal';

export interface PrepaidMove {
  accountId: number;
  /** Signed cents: a credit is positive, a debit negative. */
  amountCents: number;
  kind: PrepaidMovementKind;
  orderId?: number;
  refundId?: number;
  staffId?: number;
}

/** A debit larger than the balance: nothing was written. */
export class PrepaidBalanceTooLow extends Error {
  constructor(
    readonly accountId: number,
    readonly balanceCents: number,
  ) {
    super(`prepaid account ${accountId} holds ${balanceCents} cents`);
  }
}

/**
 * Moves a prepaid balance inside the caller's transaction and writes its movement. The single
 * conditional UPDATE is the guard: a debit applies only while the balance covers it, so two
 * transactions spending one balance queue on its row and the second sees what the first left
 * (the table's CHECK is the last line of defence). Returns the balance after the move. It also
 * files the low-balance mail when the move crosses the type's threshold (lowBalance.ts): the
 * caller kicks the mailer after its commit.
 */
export async function movePrepaidBalance(tx: Tx, move: PrepaidMove): Promise<number> {
  if (!Number.isInteger(move.amountCents) || move.amountCents === 0) {
    throw new Error(`prepaid move of ${move.amountCents} cents`);
  }
  const updated = (await tx.execute(sql`
    update prepaid_accounts set balance_cents = balance_cents + ${move.amountCents}
    where id = ${move.accountId} and balance_cents + ${move.amountCents} >= 0
    returning balance_cents as "balanceCents"`)) as unknown as {
    rows: { balanceCents: number }[];
  };
  const row = updated.rows[0];
  if (!row) {
    const current = (await tx.execute(
      sql`select balance_cents as "balanceCents" from prepaid_accounts where id = ${move.accountId}`,
    )) as unknown as { rows: { balanceCents: number }[] };
    throw new PrepaidBalanceTooLow(move.accountId, Number(current.rows[0]?.balanceCents ?? 0));
  }
  const balanceCents = Number(row.balanceCents);
  await tx.execute(sql`
    insert into prepaid_movements
      (account_id, kind, amount_cents, balance_after_cents, order_id, refund_id, staff_id)
    values (${move.accountId}, ${move.kind}, ${move.amountCents}, ${balanceCents},
      ${move.orderId ?? null}, ${move.refundId ?? null}, ${move.staffId ?? null})`);
  // P8: the low-balance mail (queued here, in the caller's transaction; kick after the commit).
  await noticeLowBalance(tx, move.accountId);
  return balanceCents;
}
