import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { sharedWishlistPath } from '../../../rules/wishlist';
import type { AppDb } from '../../db/client';
import { wishlists } from '../../db/schema';

/** 32 random bytes, base64url: 43 characters (rules/wishlist.ts SHARE_TOKEN_PATTERN). */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The shared list's address, absolute path with the app base (what the owner copies). */
export function shareUrlOf(appBase: string, culture: string, token: string | null): string | null {
  return token === null ? null : `${appBase}/${culture}/${sharedWishlistPath(token)}`;
}

/**
 * Share on or off (ours) for the customer's own list. On keeps an existing token (links already
 * sent keep working); off clears it, so the old link answers 404 from then on. Null: not the
 * customer's list (the route answers 404, as for a list that does not exist).
 */
export async function setSharing(
  db: AppDb,
  input: { customerId: number; listId: number; enabled: boolean },
): Promise<{ token: string | null } | null> {
  const own = and(eq(wishlists.id, input.listId), eq(wishlists.customerId, input.customerId));
  const [row] = await db
    .update(wishlists)
    .set({
      // A fresh token only when there is none: coalesce keeps the current one.
      shareToken: input.enabled ? sql`coalesce(${wishlists.shareToken}, ${newShareToken()})` : null,
      updatedAt: sql`now()`,
    })
    .where(own)
    .returning({ token: wishlists.shareToken });
  return row ? { token: row.token } : null;
}

/** A shared list by its token: id, owner, texts. Null when no list has this token now. */
export async function findSharedList(db: AppDb, token: string) {
  const [row] = await db.select().from(wishlists).where(eq(wishlists.shareToken, token));
  return row ?? null;
}
