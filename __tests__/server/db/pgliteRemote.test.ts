import { describe, expect, it } from '@jest/globals';
import { PGliteRemote } from '../../../server/db/pgliteRemote';

/** PGlite in its worker thread, as drizzle's driver uses it (server/db/pgliteRemote.ts). */
describe('PGlite in a worker thread', () => {
  it('queries, keeps error codes, commits and rolls back, and fails at once once gone', async () => {
    const db = PGliteRemote.open('memory://');
    await db.waitReady;
    try {
      const rows = await db.query('select $1::int + 1 as n, now() as at', [41], {
        parsers: {},
      });
      expect(rows.rows).toEqual([{ n: 42, at: expect.any(String) }]);
      const arrays = await db.query('select 1 as a, 2 as b', [], { rowMode: 'array' });
      expect(arrays.rows).toEqual([[1, 2]]);

      const missing = await db.query('select * from nowhere').catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(Error);
      expect(missing).toMatchObject({ code: '42P01', message: expect.stringMatching(/nowhere/) });

      await db.query('create table t (id int primary key)');
      await db.transaction(async (tx) => {
        await tx.query('insert into t values (1)');
      });
      const failed = await db
        .transaction(async (tx) => {
          await tx.query('insert into t values (2)');
          await tx.query('insert into t values (1)');
        })
        .catch((e: unknown) => e);
      expect(failed).toMatchObject({ code: '23505' });
      // The second transaction left nothing behind; a query waits while one is open.
      let inside = false;
      const open = db.transaction(async (tx) => {
        await tx.query('insert into t values (3)');
        inside = true;
        // The transaction stays open a while: long enough for the query below to arrive.
        await new Promise((r) => setTimeout(r, 50));
        inside = false;
      });
      // Sent once the transaction above has started.
      await new Promise((r) => setTimeout(r, 10));
      const seen = await db.query('select id from t order by id');
      expect(inside).toBe(false);
      await open;
      expect(seen.rows).toEqual([{ id: 1 }, { id: 3 }]);
    } finally {
      await db.close();
    }
    const started = Date.now();
    await expect(db.query('select 1')).rejects.toThrow(/exited/);
    expect(Date.now() - started).toBeLessThan(1000);
    await db.close();
  });
});
