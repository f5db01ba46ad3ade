import { sql } from 'drizzle-orm';
import type { AppDb } from './client';
import { rowsOf } from './rows';

/**
 * Planner statistics. PostgreSQL's autovacuum keeps them; PGlite has no autovacuum, and a table
 * never analyzed is planned from guesses: at 100 000 products the product page's variant query
 * hashed all 1.9 million variant values (130-585 ms) instead of reading 16 rows by index (3 ms).
 */

/**
 * Hands the backend's pending row counts to the statistics (PGlite's one backend is rarely idle
 * long enough to do it by itself): an analyze after it is not undone by counts flushed later.
 */
async function flushCounts(db: AppDb): Promise<void> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select 1`);
}

/** Analyzes every table (after a catalog seed). */
export async function analyzeAll(db: AppDb): Promise<void> {
  await flushCounts(db);
  await db.execute(sql`analyze`);
}

/** Analyzes the whole database when one of its tables was never analyzed (a new database). */
export async function analyzeIfNeverAnalyzed(db: AppDb): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
      where s.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`),
  );
  if (!row?.n) return false;
  await analyzeAll(db);
  return true;
}

/**
 * What autovacuum's analyze does, for PGlite: the tables changed by more than a tenth of their
 * rows (and 500 rows) since their last analyze are analyzed again (orders, carts and sessions
 * grow while a shop runs). Returns the tables analyzed.
 */
export async function analyzeChangedTables(db: AppDb): Promise<string[]> {
  await flushCounts(db);
  const changed = rowsOf<{ name: string }>(
    await db.execute(sql`
      select relname as name from pg_stat_user_tables
      where n_mod_since_analyze > greatest(500, 0.1 * n_live_tup)`),
  );
  for (const { name } of changed) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return changed.map((t) => t.name);
}

/** How often a PGlite server looks for changed tables. */
export const ANALYZE_EVERY_MS = 5 * 60_000;
