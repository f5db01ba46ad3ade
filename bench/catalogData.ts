/**
 * The benchmark shops: a PGlite folder per size, seeded once and reused (seeding 100 000
 * products takes minutes), and the real ids, slugs and words the load scenarios ask for.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { CATALOG_MARKER } from '../server/seed/catalog/seedCatalog';

const root = path.join(__dirname, '..');

export interface CatalogFixtures {
  products: number;
  seededAt: string;
  /** fr product slugs (product page address) */
  slugs: string[];
  brandIds: number[];
  /** A 'Square' (colour) attribute and some of its values. */
  colour: { attributeId: number; valueIds: number[] } | null;
  categoryIds: number[];
  /** 3 to 6 letter word starts from product names, with their culture. */
  terms: { culture: string; q: string }[];
}

export function benchDataDir(products: number): string {
  const size = products % 1000 === 0 ? `${products / 1000}k` : String(products);
  return process.env.BENCH_DATA_DIR
    ? path.join(process.env.BENCH_DATA_DIR, `vitrine-bench-${size}`)
    : path.join(os.tmpdir(), `vitrine-bench-${size}`);
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Word starts a shopper types: each name word of 3+ letters cut at 3 to 6 letters. */
function wordStarts(names: { culture: string; name: string }[], max: number) {
  const seen = new Set<string>();
  const terms: { culture: string; q: string }[] = [];
  names.forEach(({ culture, name }, i) => {
    const words = name.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
    words.forEach((word, j) => {
      const q = word.slice(0, Math.min(word.length, 3 + ((i + j) % 4)));
      const key = `${culture}:${q}`;
      if (seen.has(key) || terms.length >= max) return;
      seen.add(key);
      terms.push({ culture, q });
    });
  });
  return terms;
}

export async function readFixtures(
  db: Db,
  products: number,
  seededAt: string,
): Promise<CatalogFixtures> {
  const step = Math.max(1, Math.floor(products / 400));
  const names = await rows<{ culture: string; name: string; slug: string }>(
    db,
    sql`select culture, name, slug from product_texts where product_id % ${step} = 0 order by product_id, culture`,
  );
  const brands = await rows<{ id: number }>(
    db,
    sql`select id from brands where is_active order by id limit 5`,
  );
  const colours = await rows<{ attribute_id: number; id: number }>(
    db,
    sql`select v.attribute_id, v.id from attribute_values v join attributes a on a.id = v.attribute_id
        where a.display_type = 'Square' order by a.position, a.id, v.id limit 5`,
  );
  const leaves = await rows<{ id: number }>(
    db,
    sql`select id from categories where parent_id is not null order by id limit 4`,
  );
  const first = colours[0];
  return {
    products,
    seededAt,
    slugs: names.filter((n) => n.culture === 'fr').map((n) => n.slug),
    brandIds: brands.map((b) => b.id),
    colour: first
      ? {
          attributeId: first.attribute_id,
          valueIds: colours.filter((c) => c.attribute_id === first.attribute_id).map((c) => c.id),
        }
      : null,
    categoryIds: leaves.map((c) => c.id),
    terms: wordStarts(names, 160),
  };
}

/** What the folder holds: its product count and catalog seed date, or null if not seeded. */
async function inspect(
  dir: string,
): Promise<{ db: Db; close: () => Promise<void>; n: number; at: string | null }> {
  const database = await openDatabase({ dataDir: dir });
  const [count] = await rows<{ n: number }>(database.db, sql`select count(*)::int n from products`);
  const [marker] = await rows<{ value: string }>(
    database.db,
    sql`select value from settings where key = ${CATALOG_MARKER}`,
  );
  return {
    db: database.db,
    close: () => database.close(),
    n: count?.n ?? 0,
    at: marker?.value ?? null,
  };
}

/**
 * The folder for `products`, seeded if missing (or if `reseed`), and its fixtures. Says which
 * it did: a reused folder keeps the seed it was made with.
 */
export async function ensureCatalog(
  products: number,
  options: { reseed?: boolean; log: (line: string) => void },
): Promise<{ dir: string; fixtures: CatalogFixtures; reused: boolean }> {
  const dir = benchDataDir(products);
  if (!options.reseed && fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    const found = await inspect(dir);
    try {
      if (found.n === products && found.at) {
        options.log(`reusing the ${products}-product shop in ${dir} (catalog seeded ${found.at})`);
        return { dir, fixtures: await readFixtures(found.db, products, found.at), reused: true };
      }
      options.log(`${dir} holds ${found.n} products, not ${products}: seeding it again`);
    } finally {
      await found.close();
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
  options.log(`seeding ${products} products into ${dir} (minutes for 100 000)...`);
  const started = Date.now();
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'server/seed/cli.ts', '--products', String(products)],
    { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' }, stdio: 'inherit' },
  );
  options.log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const found = await inspect(dir);
  try {
    return {
      dir,
      fixtures: await readFixtures(found.db, products, found.at ?? new Date().toISOString()),
      reused: false,
    };
  } finally {
    await found.close();
  }
}
