import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PGliteRemote } from './pgliteRemote';
import * as schema from './schema';

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole database as a dump (tar bytes) for `loadDataDir`. */
  dump?: () => Promise<Uint8Array>;
}

export const migrationsFolder = path.join(__dirname, 'migrations');

/**
 * How long a call waits for a PostgreSQL connection (a new one, or a free one of the pool's)
 * before it fails: during an outage calls answer 503 within this time instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 5000;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; `memory://` for a throwaway in-memory database. */
  dataDir?: string;
  /** PGlite: a dump to start from (`Database.dump`), e.g. the test suite's seeded shop. */
  loadDataDir?: string | undefined;
  /**
   * A PostgreSQL connection that broke outside a query (server restarted or stopped, network
   * cut). Without a listener node-postgres would throw it at the process; the pool drops the
   * connection and opens a new one for the next call.
   */
  onConnectionError?: (error: Error) => void;
}

/** Opens the database and brings its schema up to date (same migrations on both engines). */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    const lost = (error: Error) => options.onConnectionError?.(error);
    // Idle connections report to the pool's listener; a connection checked out between two
    // queries (inside a transaction) reports to its own client: both must be heard.
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    try {
      const db = drizzlePg(pool, { schema });
      await migratePg(db, { migrationsFolder });
      return { db: db as unknown as AppDb, kind: 'postgres', close: () => pool.end() };
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }
  const client = PGliteRemote.open(options.dataDir ?? 'memory://', options.loadDataDir);
  try {
    await client.waitReady;
    const db = drizzlePglite({ client: client as unknown as PGlite, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as AppDb,
      kind: 'pglite',
      close: () => client.close(),
      dump: () => client.dump(),
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Makes sure a PGlite data folder exists and takes writes (a file written and removed), so a
 * bad DATA_DIR fails with the system's reason (ENOTDIR, EACCES, EROFS…) before PGlite starts.
 */
export function checkDataDir(dir: string): void {
  if (dir.startsWith('memory://')) return;
  fs.mkdirSync(dir, { recursive: true });
  const probe = path.join(dir, `.write-check-${process.pid}`);
  fs.writeFileSync(probe, '');
  fs.rmSync(probe);
}

/** node-postgres and socket error codes of a connection that cannot be made or was lost. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now (starting or stopping).
  '57P01',
  '57P02',
  '57P03',
  // Too many connections: the server is there but takes no one more.
  '53300',
]);

const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Cannot use a pool after calling end',
];

/**
 * Whether an error (or one of its causes: Drizzle wraps the driver's) says the database could
 * not be reached or the connection was lost, rather than a query being wrong: SQLSTATE class 08
 * (connection exception), admin or crash shutdown, refused or reset sockets, pool timeouts.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true;
    }
    if (CONNECTION_MESSAGES.some((m) => e instanceof Error && e.message.includes(m))) return true;
    // AggregateError: a host name resolving to several addresses, each refused.
    const inner = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(inner) && inner.some((x) => isDatabaseUnavailable(x))) return true;
    e = e.cause;
  }
  return false;
}
