import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { settings } from '../db/schema';
import { SEED_MARKER, seed } from './index';

/** `npm run seed -- --products 100000`: the catalog's size (default: the demo's 200). */
function parseArgs(argv: string[]): { products?: number } {
  const at = argv.indexOf('--products');
  if (at === -1) return {};
  const products = Number(argv[at + 1]);
  if (!Number.isInteger(products) || products < 0) {
    throw new Error(`--products needs a whole number, got "${argv[at + 1] ?? ''}"`);
  }
  return { products };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = readConfig();
  const database = await openDatabase(config);
  try {
    const started = Date.now();
    await seed(database.db, {
      ...args,
      onProgress: (done, total) => {
        if (total >= 10_000 && done % 10_000 === 0) console.log(`  ${done} / ${total} products`);
      },
    });
    await database.db
      .insert(settings)
      .values({ key: SEED_MARKER, value: new Date().toISOString() })
      .onConflictDoNothing();
    console.log(
      `Seeded the ${database.kind} database in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
