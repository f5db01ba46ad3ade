import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';

/** Engines the server tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const engines: ('pglite' | 'postgres')[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A static folder holding the real index.html template and one hashed asset. */
export function staticFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-static-'));
  fs.copyFileSync(path.join(__dirname, '../../public/index.html'), path.join(dir, 'index.html'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'main.0123456789.js'), 'console.log("vitrine")');
  return dir;
}

/** Builds the real app over a fresh in-memory PGlite (or the PostgreSQL of DATABASE_URL). */
export async function buildTestApp(
  engine: 'pglite' | 'postgres' = 'pglite',
  overrides: Partial<ServerConfig> = {},
): Promise<FastifyInstance> {
  // No .eml files: the outbox rows are what the tests read, and ./data/mail is the developer's.
  const config = { ...readConfig({}), staticDir: staticFixture(), mailDir: null, ...overrides };
  const database = await openDatabase(
    engine === 'postgres'
      ? { databaseUrl: process.env.DATABASE_URL }
      : // The seeded shop jest's global setup dumped (__tests__/support/pgliteImage.ts).
        { dataDir: 'memory://', loadDataDir: process.env.VITRINE_PGLITE_IMAGE },
  );
  return build({ config, database });
}

/** Reads the CSRF cookie a first GET hands out, for state-changing calls. */
export async function csrf(app: FastifyInstance): Promise<{ cookie: string; token: string }> {
  const res = await app.inject({ method: 'GET', url: '/healthz' });
  const set = res.cookies.find((c) => c.name === 'vitrine.csrf');
  if (!set) throw new Error('no CSRF cookie');
  return { cookie: `vitrine.csrf=${set.value}`, token: set.value };
}
