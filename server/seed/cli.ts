import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { settings } from '../db/schema';
import { SEED_MARKER, seed } from './index';

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  try {
    await seed(database.db);
    await database.db
      .insert(settings)
      .values({ key: SEED_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing();
    console.log(`Seeded the ${database.kind} database.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
