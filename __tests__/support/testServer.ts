import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';

export type Engine = 'pglite' | 'postgres';

/**
 * The engines this test file runs on: the server project's environment sets them from the
 * engine list (__tests__/server/engineList.js) and points DATABASE_URL at the file's own copy
 * of the seeded PostgreSQL database.
 */
export const engines: Engine[] = (process.env.VITRINE_TEST_ENGINES ?? 'pglite')
  .split(',')
  .filter((e): e is Engine => e === 'pglite' || e === 'postgres');

/** `npm run test:full`: the whole matrix (every engine, every run count at its full value). */
export const fullMatrix = process.env.VITRINE_TEST_MATRIX === 'full';

/**
 * The seeded shop's database on an engine, ready for `build`: PGlite from the image jest's
 * global setup dumped (__tests__/support/pgliteImage.ts), PostgreSQL the file's own copy of
 * the seeded template. Neither migrates nor seeds anything.
 */
export function openTestDatabase(engine: Engine): Promise<Database> {
  return openDatabase(
    engine === 'postgres'
      ? { databaseUrl: process.env.DATABASE_URL }
      : { dataDir: 'memory://', loadDataDir: process.env.VITRINE_PGLITE_IMAGE },
  );
}

/** A static folder holding the real index.html template and one hashed asset. */
export function staticFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-static-'));
  fs.copyFileSync(path.join(__dirname, '../../public/index.html'), path.join(dir, 'index.html'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'main.0123456789.js'), 'console.log("vitrine")');
  return dir;
}

/** Builds the real app over the seeded shop (openTestDatabase) on an engine. */
export async function buildTestApp(
  engine: Engine = 'pglite',
  overrides: Partial<ServerConfig> = {},
): Promise<FastifyInstance> {
  // No .eml files: the outbox rows are what the tests read, and ./data/mail is the developer's.
  const config = { ...readConfig({}), staticDir: staticFixture(), mailDir: null, ...overrides };
  return build({ config, database: await openTestDatabase(engine) });
}

/** Reads the CSRF cookie a first GET hands out, for state-changing calls. */
export async function csrf(app: FastifyInstance): Promise<{ cookie: string; token: string }> {
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  const set = res.cookies.find((c) => c.name === 'vitrine.csrf');
  if (!set) throw new Error('no CSRF cookie');
  return { cookie: `vitrine.csrf=${set.value}`, token: set.value };
}
