import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { build } from './app';
import { readConfig, type ServerConfig } from './config';
import { checkDataDir, isDatabaseUnavailable, openDatabase, type Database } from './db/client';
import { EXIT, StartupError } from './exitCodes';
import { paymentProviderUrl } from './services/payment/configured';
import { inProcessPaymentClient } from './services/payment/inProcessClient';
import {
  ORPHAN_SWEEP_INTERVAL_MS,
  orphanGraceMs,
  refundOrphanCharges,
} from './services/payment/orphanCharges';

/**
 * The error's own words: its code and message, those of the error it wraps (Drizzle's "Failed
 * query" wraps the driver's), or those of its first inner error (AggregateError).
 */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.cause instanceof Error) return reason(error.cause);
  const inner = (error as { errors?: unknown[] }).errors;
  if (!error.message && Array.isArray(inner) && inner.length > 0) return reason(inner[0]);
  const code = (error as { code?: unknown }).code;
  const message = error.message.split('\n')[0] ?? '';
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}

/** DATABASE_URL without its password, for messages. */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

/** The database cannot be reached, refuses the login (SQLSTATE 28…) or does not exist (3D000). */
function isUnreachable(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('28') || code === '3D000')) return true;
    e = e.cause;
  }
  return false;
}

async function open(config: ServerConfig, onLost: (error: Error) => void): Promise<Database> {
  if (config.databaseUrl) {
    try {
      return await openDatabase({ databaseUrl: config.databaseUrl, onConnectionError: onLost });
    } catch (error) {
      const where = shownUrl(config.databaseUrl);
      if (isUnreachable(error)) {
        throw new StartupError(
          EXIT.databaseUnreachable,
          `cannot reach the database at ${where} (${reason(error)})`,
        );
      }
      throw new StartupError(
        EXIT.failure,
        `cannot prepare the database at ${where}: ${reason(error)}`,
      );
    }
  }
  try {
    checkDataDir(config.dataDir);
  } catch (error) {
    throw new StartupError(
      EXIT.dataDir,
      `DATA_DIR ${JSON.stringify(config.dataDir)} is not a writable folder (${reason(error)})`,
    );
  }
  try {
    return await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    throw new StartupError(
      EXIT.dataDir,
      `cannot open the database in DATA_DIR ${JSON.stringify(config.dataDir)} (${reason(error)})`,
    );
  }
}

/**
 * Gives back charges a killed process took without writing their order (orphanCharges.ts): at
 * start, then every few minutes. On PGlite the start sweep takes every orphan (this process alone
 * holds the data folder and serves nothing yet); on PostgreSQL only those older than the grace
 * period, since another instance may be between a charge and its order.
 */
async function settleOrphanCharges(
  app: FastifyInstance,
  kind: Database['kind'],
  graceMs: number,
): Promise<void> {
  // An outside provider (PAYMENT_PROVIDER_URL) lists nothing to the shop.
  if (paymentProviderUrl()) return;
  const payments = inProcessPaymentClient(app);
  let running = false;
  const sweep = async (olderThanMs: number) => {
    if (running) return;
    running = true;
    try {
      const log = app.log;
      await refundOrphanCharges(app.db, payments, {
        olderThanMs,
        culture: app.site.defaultCulture,
        log: { warn: (o, m) => log.warn(o, m), error: (o, m) => log.error(o, m) },
      });
    } catch (error) {
      app.log.error({ err: error }, 'looking for charges without an order failed');
    } finally {
      running = false;
    }
  };
  await sweep(kind === 'pglite' ? 0 : graceMs);
  const timer = setInterval(() => void sweep(graceMs), ORPHAN_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

function listenFailure(error: unknown, config: ServerConfig): unknown {
  const code = (error as { code?: unknown }).code;
  const where = `${config.host}:${config.port}`;
  if (code === 'EADDRINUSE') {
    return new StartupError(
      EXIT.portInUse,
      `port ${config.port} on ${config.host} is already in use (set PORT to a free one)`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(EXIT.portInUse, `not allowed to listen on ${where} (EACCES)`);
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new StartupError(
      EXIT.configuration,
      `HOST ${config.host} is not an address of this machine (${String(code)})`,
    );
  }
  return error;
}

/**
 * Tries HOST:PORT before anything slow (migrations, a first seed), so a port in use fails at
 * once; listen() still reports one taken in between.
 */
async function checkPort(config: ServerConfig): Promise<void> {
  if (config.port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => reject(listenFailure(error, config)));
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () =>
      probe.close(() => resolve()),
    );
  });
}

async function listen(app: FastifyInstance, config: ServerConfig): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    throw listenFailure(error, config);
  }
}

/** Closes what was opened before a failed start, without waiting on it forever. */
async function closeQuietly(close: () => Promise<unknown>): Promise<void> {
  await Promise.race([close().catch(() => undefined), new Promise((r) => setTimeout(r, 5000))]);
}

async function main(): Promise<void> {
  let config: ServerConfig;
  let graceMs: number | null;
  try {
    config = readConfig();
    graceMs = orphanGraceMs();
  } catch (error) {
    throw new StartupError(EXIT.configuration, `configuration: ${reason(error)}`);
  }
  if (graceMs === null) {
    throw new StartupError(
      EXIT.configuration,
      `configuration: ORPHAN_CHARGE_GRACE_SECONDS must be a number of seconds, got "${process.env.ORPHAN_CHARGE_GRACE_SECONDS}"`,
    );
  }
  await checkPort(config);
  // Connections lost while idle are only logged: the pool opens new ones for the next calls.
  let lost = (_error: Error): void => undefined;
  const database = await open(config, (error) => lost(error));
  let app: FastifyInstance;
  try {
    app = await build({ config, database, logger: { level: config.logLevel } });
  } catch (error) {
    await closeQuietly(() => database.close());
    if (database.kind === 'postgres' && isUnreachable(error)) {
      throw new StartupError(
        EXIT.databaseUnreachable,
        `the database went away during start (${reason(error)})`,
      );
    }
    throw error;
  }
  lost = (error) => app.log.warn({ err: error }, 'database connection lost');
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(EXIT.ok),
      (err: unknown) => {
        app.log.error(err);
        process.exit(EXIT.failure);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  try {
    await settleOrphanCharges(app, database.kind, graceMs);
    await listen(app, config);
  } catch (error) {
    await closeQuietly(() => app.close());
    throw error;
  }
  app.log.info(`Vitrine (${database.kind}) on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  // One line on stderr, no stack: the cause and what to change. LOG_LEVEL=debug adds the stack.
  const code = error instanceof StartupError ? error.exitCode : EXIT.failure;
  const message = error instanceof StartupError ? error.message : `cannot start: ${reason(error)}`;
  console.error(`vitrine: ${message} [exit ${code}]`);
  if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '') && error instanceof Error) {
    console.error(error.stack);
  }
  process.exit(code);
});
