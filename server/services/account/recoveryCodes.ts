import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '../../../rules/account';
import type { AppDb } from '../../db/client';
import { recoveryCodes } from '../../db/schema';
import { sha256 } from './tokens';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** "xxxxx-xxxxx" (RECOVERY_CODE_PATTERN): 10 characters of 36, about 52 bits, from crypto. */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The stored form: the hash of the code without its dash, whatever case it was typed in. */
const codeHash = (code: string) => sha256(code.replace('-', '').toLowerCase());

/** Replaces the customer's recovery codes with RECOVERY_CODE_COUNT new ones, answered once. */
export async function replaceRecoveryCodes(
  tx: Pick<AppDb, 'insert' | 'delete'>,
  customerId: number,
): Promise<string[]> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  await tx
    .insert(recoveryCodes)
    .values([...codes].map((code) => ({ customerId, codeHash: codeHash(code) })));
  return [...codes];
}

/** Uses a recovery code once (the stamping update is the check). */
export async function useRecoveryCode(
  db: Pick<AppDb, 'update'>,
  customerId: number,
  code: string,
): Promise<boolean> {
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.customerId, customerId),
        eq(recoveryCodes.codeHash, codeHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used !== undefined;
}

export async function recoveryCodesLeft(
  db: Pick<AppDb, 'select'>,
  customerId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.customerId, customerId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
