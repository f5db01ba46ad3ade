import { and, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../db/client';
import { libraryAssets } from '../../db/schema';

/** How often a running server deletes expired uploads (they are invisible as soon as expired). */
export const ASSET_SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Deletes every upload whose lifetime is over; returns how many. */
export async function sweepExpiredAssets(db: AppDb, now = new Date()): Promise<number> {
  const gone = await db
    .delete(libraryAssets)
    .where(and(isNotNull(libraryAssets.expiresAt), lte(libraryAssets.expiresAt, now)))
    .returning({ id: libraryAssets.id });
  return gone.length;
}

/**
 * The sweep runs on every app server while it listens (each deletes what is expired; two at once
 * delete the same rows harmlessly) and stops with the app.
 */
export function startAssetSweep(app: FastifyInstance, everyMs = ASSET_SWEEP_EVERY_MS): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      sweepExpiredAssets(app.db).catch((err: unknown) =>
        app.log.warn({ err }, 'asset sweep failed'),
      );
    }, everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
