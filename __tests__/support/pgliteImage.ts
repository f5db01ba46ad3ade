/**
 * Jest global setup's helper (`node --import tsx __tests__/support/pgliteImage.ts <file>`):
 * migrates and seeds an in-memory PGlite once and writes it as a PGlite dump. Every PGlite test
 * app starts from it (testServer.ts), as the PostgreSQL side starts from its seeded template
 * database, instead of migrating and seeding its own (1.3–1.7 s each).
 */
import fs from 'node:fs';
import { openDatabase } from '../../server/db/client';
import { ensureSeeded } from '../../server/seed';

async function main(target: string): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await ensureSeeded(database.db);
    fs.writeFileSync(target, await database.dump!());
  } finally {
    await database.close();
  }
}

const target = process.argv[2];
if (!target) throw new Error('usage: pgliteImage.ts <file>');
main(target).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
