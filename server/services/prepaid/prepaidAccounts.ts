import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  PrepaidAccount,
  PrepaidMovementsPage,
  PrepaidOverview,
} from '../../../api/contract/prepaid';
import { PREPAID_MOVEMENTS_PAGE_SIZE } from '../../../rules/prepaid';
import { orders, prepaidAccountTypes, prepaidAccounts, prepaidMovements } from '../../db/schema';
import type { Translate } from '../../shared/translate';
import type { Queries, Tx } from '../cart/sessionCart';
import { activePrepaidTypes, euros, prepaidTypeView, typeName } from './prepaidTypes';

/** A customer's own account, or null (another customer's account is unknown: 404). */
export async function ownPrepaidAccount(db: Queries, customerId: number, accountId: number) {
  const [row] = await db
    .select()
    .from(prepaidAccounts)
    .where(and(eq(prepaidAccounts.id, accountId), eq(prepaidAccounts.customerId, customerId)));
  return row ?? null;
}

/** The customer's accounts with their type, in the types' order. */
export async function customerAccounts(
  db: Queries,
  customerId: number,
  culture: string,
): Promise<PrepaidAccount[]> {
  const rows = await db
    .select({ account: prepaidAccounts, type: prepaidAccountTypes })
    .from(prepaidAccounts)
    .innerJoin(prepaidAccountTypes, eq(prepaidAccountTypes.id, prepaidAccounts.typeId))
    .where(eq(prepaidAccounts.customerId, customerId))
    .orderBy(asc(prepaidAccountTypes.position), asc(prepaidAccounts.id));
  return rows.map(({ account, type }) => ({
    PrepaidAccountId: account.id,
    TypeId: type.id,
    Name: typeName(type, culture),
    BalanceCents: account.balanceCents,
    BalanceHtml: euros(account.balanceCents, culture),
    IsActivated: account.notifyLowBalance,
    LowBalanceHtml: euros(type.lowBalanceCents, culture),
  }));
}

/** The prepaid page (ours): the types on sale and the customer's accounts. */
export async function prepaidOverview(
  db: Queries,
  customerId: number,
  culture: string,
): Promise<PrepaidOverview> {
  const types = await activePrepaidTypes(db);
  return {
    Types: types.map((t) => prepaidTypeView(t, culture)),
    Accounts: await customerAccounts(db, customerId, culture),
  };
}

/** One page of an account's movements, newest first; null when it is not the customer's. */
export async function prepaidMovementsPage(
  db: Queries,
  input: { customerId: number; accountId: number; page: number; culture: string; t: Translate },
): Promise<PrepaidMovementsPage | null> {
  const { culture, t } = input;
  const account = await ownPrepaidAccount(db, input.customerId, input.accountId);
  if (!account) return null;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prepaidMovements)
    .where(eq(prepaidMovements.accountId, account.id));
  const total = Number(count?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PREPAID_MOVEMENTS_PAGE_SIZE));
  const page = Math.min(input.page, pageCount);
  const rows = await db
    .select({ movement: prepaidMovements, orderNumber: orders.number })
    .from(prepaidMovements)
    .leftJoin(orders, eq(orders.id, prepaidMovements.orderId))
    .where(eq(prepaidMovements.accountId, account.id))
    .orderBy(desc(prepaidMovements.id))
    .limit(PREPAID_MOVEMENTS_PAGE_SIZE)
    .offset((page - 1) * PREPAID_MOVEMENTS_PAGE_SIZE);
  const labels: Record<string, (order: string | null) => string> = {
    purchase: (order) => t('Prepaid.Movement.Purchase', order ?? ''),
    order: (order) => t('Prepaid.Movement.Order', order ?? ''),
    refund: (order) => t('Prepaid.Movement.Refund', order ?? ''),
    staff: () => t('Prepaid.Movement.Staff'),
    reversal: (order) => t('Prepaid.Movement.Reversal', order ?? ''),
  };
  return {
    PrepaidAccountId: account.id,
    PageNumber: page,
    PageCount: pageCount,
    TotalCount: total,
    Movements: rows.map(({ movement, orderNumber }) => ({
      Id: movement.id,
      Kind: movement.kind as PrepaidMovementsPage['Movements'][number]['Kind'],
      Label: (labels[movement.kind] ?? labels.staff!)(orderNumber),
      AmountCents: movement.amountCents,
      AmountHtml: euros(movement.amountCents, culture),
      BalanceAfterHtml: euros(movement.balanceAfterCents, culture),
      CreatedAt: movement.createdAt.toISOString(),
      OrderNumber: orderNumber,
    })),
  };
}

/** P8: turns the low-balance mail on or off; false when the account is not the customer's. */
export async function setLowBalanceNotification(
  db: Queries,
  input: { customerId: number; accountId: number; on: boolean },
): Promise<boolean> {
  const updated = await db
    .update(prepaidAccounts)
    .set({ notifyLowBalance: input.on })
    .where(
      and(
        eq(prepaidAccounts.id, input.accountId),
        eq(prepaidAccounts.customerId, input.customerId),
      ),
    )
    .returning({ id: prepaidAccounts.id });
  return updated.length > 0;
}

/** The customer's account of a type, created (balance 0) when missing; its id. */
export async function ensurePrepaidAccount(
  tx: Tx,
  customerId: number,
  typeId: number,
): Promise<number> {
  await tx
    .insert(prepaidAccounts)
    .values({ customerId, typeId })
    .onConflictDoNothing({ target: [prepaidAccounts.customerId, prepaidAccounts.typeId] });
  const [row] = await tx
    .select({ id: prepaidAccounts.id })
    .from(prepaidAccounts)
    .where(and(eq(prepaidAccounts.customerId, customerId), eq(prepaidAccounts.typeId, typeId)));
  return row!.id;
}
