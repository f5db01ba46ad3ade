/**
 * The benchmark's PostgreSQL: a cluster of its own in $TMPDIR/vitrine-bench-pg (or
 * $BENCH_DATA_DIR), started on a free loopback port for a run and stopped after it. The 100k
 * shop is seeded once into the database `vitrine_bench_seed`; every run works on a fresh copy of
 * it (`CREATE DATABASE ... TEMPLATE ... STRATEGY FILE_COPY`), so the orders of one run never
 * reach the next.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './freePort';

const root = path.join(__dirname, '..');
export const SEED_DB = 'vitrine_bench_seed';
export const RUN_DB = 'vitrine_bench_run';
const USER = 'vitrine';

export function pgClusterDir(): string {
  return path.join(process.env.BENCH_DATA_DIR ?? os.tmpdir(), 'vitrine-bench-pg');
}

/** initdb and pg_ctl of the newest PostgreSQL on PATH or under /usr/lib/postgresql. */
function binDir(): string {
  const versions = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => path.join('/usr/lib/postgresql', v, 'bin'))
    : [];
  const dirs = [...versions, ...(process.env.PATH ?? '').split(':')];
  const found = dirs.find((d) => fs.existsSync(path.join(d, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
  return found;
}

/** PostgreSQL refuses to run as root: its binaries then run as the postgres (or nobody) user. */
function runAs(): (cmd: string, args: string[]) => [string, string[]] {
  if (process.getuid?.() !== 0) return (cmd, args) => [cmd, args];
  const user = ['postgres', 'nobody'].find((u) => {
    try {
      execFileSync('id', [u], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!user) throw new Error('running as root and no postgres or nobody user to run PostgreSQL');
  return (cmd, args) => ['runuser', ['-u', user, '--', cmd, ...args]];
}

export interface BenchCluster {
  dir: string;
  port: number;
  version: string;
  url(database: string): string;
  /** pg_ctl stop -m fast (idempotent). */
  stop(): void;
}

/**
 * Starts the bench cluster (created on first use). `settings` are extra `-c` options; the
 * measured runs use PostgreSQL's defaults, the one-time seeding turns fsync off.
 */
export async function startCluster(
  log: (line: string) => void,
  settings: string[] = [],
): Promise<BenchCluster> {
  const bin = binDir();
  const as = runAs();
  const dir = pgClusterDir();
  const data = path.join(dir, 'data');
  const run = (cmd: string, args: string[], quiet = true) => {
    const [c, a] = as(path.join(bin, cmd), args);
    return execFileSync(c, a, { stdio: quiet ? 'pipe' : 'inherit' }).toString();
  };
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    if (process.getuid?.() === 0) fs.chmodSync(dir, 0o777);
    log(`creating the bench PostgreSQL cluster in ${data}`);
    run('initdb', ['-D', data, '-A', 'trust', '-U', USER, '--no-sync']);
  }
  // A cluster left running by an interrupted run: stop it, it gets a fresh port below.
  try {
    run('pg_ctl', ['-D', data, 'status']);
    log('the bench cluster was still running (interrupted run?): stopping it first');
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  } catch {
    // Not running: the usual case.
  }
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    ...settings.map((s) => `-c ${s}`),
  ].join(' ');
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-t',
    '120',
    '-l',
    path.join(dir, 'log'),
    '-o',
    options,
    'start',
  ]);
  let stopped = false;
  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      log(`pg_ctl stop failed: ${String(error)}`);
    }
  };
  // An exception or Ctrl-C between start and stop must not leave the postmaster behind.
  process.on('exit', stop);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const version = run('postgres', ['--version']).trim();
  return {
    dir,
    port,
    version,
    url: (database) => `postgres://${USER}@127.0.0.1:${port}/${database}`,
    stop,
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The seed database's product count and catalog seed date, or null if it does not exist. */
async function seedState(
  cluster: BenchCluster,
  marker: string,
): Promise<{ n: number; at: string | null } | null> {
  const exists = await withClient(cluster.url('postgres'), async (c) => {
    const r = await c.query('select 1 from pg_database where datname = $1', [SEED_DB]);
    return r.rowCount === 1;
  });
  if (!exists) return null;
  return withClient(cluster.url(SEED_DB), async (c) => {
    try {
      const n = await c.query<{ n: number }>('select count(*)::int n from products');
      const at = await c.query<{ value: string }>('select value from settings where key = $1', [
        marker,
      ]);
      return { n: n.rows[0]?.n ?? 0, at: at.rows[0]?.value ?? null };
    } catch {
      return { n: 0, at: null };
    }
  });
}

/**
 * The seeded 100k database, seeded now if missing (the cluster is started for it with fsync off,
 * then stopped). Returns the catalog's seed date and whether it was reused.
 */
export async function ensurePgSeed(
  products: number,
  marker: string,
  options: { reseed?: boolean; log: (line: string) => void },
): Promise<{ seededAt: string; reused: boolean }> {
  const { log } = options;
  const cluster = await startCluster(log, ['fsync=off', 'full_page_writes=off']);
  try {
    const state = await seedState(cluster, marker);
    if (!options.reseed && state && state.n === products && state.at) {
      log(`reusing the ${products}-product PostgreSQL shop (${SEED_DB}, seeded ${state.at})`);
      return { seededAt: state.at, reused: true };
    }
    await withClient(cluster.url('postgres'), async (c) => {
      await c.query(`drop database if exists ${RUN_DB}`);
      await c.query(`drop database if exists ${SEED_DB}`);
      await c.query(`create database ${SEED_DB}`);
    });
    log(`seeding ${products} products into PostgreSQL ${SEED_DB} (minutes)...`);
    const started = Date.now();
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'server/seed/cli.ts', '--products', String(products)],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: cluster.url(SEED_DB) },
        stdio: 'inherit',
      },
    );
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await withClient(cluster.url(SEED_DB), (c) => c.query('vacuum analyze'));
    const after = await seedState(cluster, marker);
    return { seededAt: after?.at ?? new Date().toISOString(), reused: false };
  } finally {
    cluster.stop();
  }
}

/** A fresh copy of the seed database for one run (the previous run's copy is dropped). */
export async function freshRunDatabase(cluster: BenchCluster): Promise<string> {
  await withClient(cluster.url('postgres'), async (c) => {
    await c.query(`drop database if exists ${RUN_DB}`);
    await c.query(`create database ${RUN_DB} template ${SEED_DB} strategy file_copy`);
  });
  return cluster.url(RUN_DB);
}

export async function dropRunDatabase(cluster: BenchCluster): Promise<void> {
  await withClient(cluster.url('postgres'), (c) => c.query(`drop database if exists ${RUN_DB}`));
}
