import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { accountTokens } from '../../db/schema';

export type TokenPurpose = 'verify' | 'reset';

/** Tables keep the SHA-256 of a mailed token or a recovery code, never the secret itself. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A link token: 32 random bytes, base64url (rules/account.ts TOKEN_PATTERN). */
export async function issueToken(
  db: Pick<AppDb, 'insert'>,
  customerId: number,
  purpose: TokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    id: sha256(token),
    customerId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

export type Consumed =
  { ok: true; customerId: number } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/**
 * Uses a token once: the update that stamps used_at is also the check (two clicks at once:
 * one wins). A refusal says why, so the page can tell "ask for a new link" from "mistyped".
 */
export async function consumeToken(
  db: Pick<AppDb, 'update' | 'select'>,
  token: string,
  purpose: TokenPurpose,
): Promise<Consumed> {
  const id = sha256(token);
  const [used] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.id, id),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        sql`${accountTokens.expiresAt} > now()`,
      ),
    )
    .returning({ customerId: accountTokens.customerId });
  if (used) return { ok: true, customerId: used.customerId };
  const [row] = await db
    .select({ usedAt: accountTokens.usedAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.id, id), eq(accountTokens.purpose, purpose)));
  if (!row) return { ok: false, reason: 'unknown' };
  return { ok: false, reason: row.usedAt ? 'used' : 'expired' };
}

/** Other links of the purpose stop working (a reset done: older reset links are dead). */
export async function retireTokens(
  db: Pick<AppDb, 'update'>,
  customerId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.customerId, customerId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

export const TOKEN_REFUSAL_KEYS = {
  unknown: 'Account.LinkUnknown',
  used: 'Account.LinkUsed',
  expired: 'Account.LinkExpired',
} as const;
