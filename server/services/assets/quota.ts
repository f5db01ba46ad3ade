import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import { ASSET_ADDRESS_QUOTA_BYTES, ASSET_SESSION_QUOTA_BYTES } from '../../../rules/assets';
import type { AppDb } from '../../db/client';
import { libraryAssets } from '../../db/schema';

/*
 * The quota of temporary uploads (rules/assets.ts), per session and per client address, held
 * under concurrency. Two uploads of one owner that each read the stored bytes before the other
 * wrote its own would both pass: so the reading and the insert run in one transaction that first
 * takes a transaction-scoped advisory lock per session and per address. An upload of the same
 * session or address then waits until the one before it commits (its bytes are then counted:
 * each statement of a read-committed transaction sees what committed before it began) or rolls
 * back (nothing to release). The locks are taken in one order (by key), so two uploads never
 * wait on each other.
 */

export interface QuotaOwner {
  sessionId: string;
  /** clientAddressKey of the request's address. */
  address: string;
}

type Tx = Pick<AppDb, 'execute' | 'select'>;

/** This application's class of advisory locks (the two-key form: class, key). */
const QUOTA_LOCK_CLASS = 730_211_502;

/** A 32-bit lock key for a session or an address (a collision only makes two owners wait). */
const lockKey = (kind: string, value: string) =>
  createHash('sha256').update(`${kind}\0${value}`).digest().readInt32BE(0);

/**
 * Call first in the transaction that stores the uploads: null when `adding` bytes fit in both
 * quotas (the locks are then held until the transaction ends), else the quota they would pass.
 */
export async function reserveQuota(
  tx: Tx,
  owner: QuotaOwner,
  adding: number,
  now: Date,
): Promise<number | null> {
  const keys = [lockKey('session', owner.sessionId), lockKey('address', owner.address)];
  for (const key of [...new Set(keys)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}::int, ${key}::int)`);
  }
  const bySession = eq(libraryAssets.ownerSessionId, owner.sessionId);
  const byAddress = eq(libraryAssets.ownerAddress, owner.address);
  const [row] = await tx
    .select({
      session: sql<string>`coalesce(sum(${libraryAssets.size}) filter (where ${bySession}), 0)::text`,
      address: sql<string>`coalesce(sum(${libraryAssets.size}) filter (where ${byAddress}), 0)::text`,
    })
    .from(libraryAssets)
    .where(
      and(
        isNotNull(libraryAssets.expiresAt),
        gt(libraryAssets.expiresAt, now),
        or(bySession, byAddress),
      ),
    );
  if (Number(row?.session ?? 0) + adding > ASSET_SESSION_QUOTA_BYTES) {
    return ASSET_SESSION_QUOTA_BYTES;
  }
  if (Number(row?.address ?? 0) + adding > ASSET_ADDRESS_QUOTA_BYTES) {
    return ASSET_ADDRESS_QUOTA_BYTES;
  }
  return null;
}
