import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of a seed upsert: these columns take the values of the row the conflict refused
 * (`excluded`), so seeding again updates what the seed owns and keeps everything else.
 */
export function fromExcluded<T extends PgTable>(
  table: T,
  keys: (keyof T['$inferInsert'] & string)[],
): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`no column ${key}`);
      return [key, sql.raw(`excluded."${column.name}"`)];
    }),
  );
}
