import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../server/db/client';
import { analyzeChangedTables, analyzeIfNeverAnalyzed } from '../../../server/db/statistics';
import { ensureSeeded } from '../../../server/seed';

/** PGlite has no autovacuum: the server analyzes a new database, then the tables that change. */
describe('planner statistics on PGlite', () => {
  let database: Database;
  const rows = async <T>(query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const neverAnalyzed = async () =>
    (
      await rows<{ n: number }>(
        `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
         where s.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0`,
      )
    )[0]!.n;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('analyzes a database none of whose tables was analyzed, once', async () => {
    expect(await neverAnalyzed()).toBeGreaterThan(10);
    expect(await analyzeIfNeverAnalyzed(database.db)).toBe(true);
    expect(await neverAnalyzed()).toBe(0);
    expect(await analyzeIfNeverAnalyzed(database.db)).toBe(false);
  });

  it('plans a product’s variants by index once the seeded catalog is analyzed', async () => {
    await ensureSeeded(database.db);
    const plan = (
      await rows<{ 'QUERY PLAN': string }>(
        `explain select v.id, vav.value_id from variants v
         left join variant_attribute_values vav on vav.variant_id = v.id where v.product_id = 7`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan).not.toMatch(/Seq Scan on variant_attribute_values/);
  });

  it('analyzes again only the tables changed by a tenth of their rows', async () => {
    expect(await analyzeChangedTables(database.db)).toEqual([]);
    await rows(
      `insert into catalog_changes (kind, product_ids) select 'stock', array[i] from generate_series(1, 600) i`,
    );
    expect(await analyzeChangedTables(database.db)).toEqual(['catalog_changes']);
    expect(await analyzeChangedTables(database.db)).toEqual([]);
    const [row] = await rows<{ n: number; counted: number }>(
      "select reltuples::int as n, (select count(*)::int from catalog_changes) as counted from pg_class where relname = 'catalog_changes'",
    );
    expect(row!.n).toBe(row!.counted);
    expect(row!.n).toBeGreaterThanOrEqual(600);
  });
});
