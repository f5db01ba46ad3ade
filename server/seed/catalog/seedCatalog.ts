import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { analyzeAll } from '../../db/statistics';
import { recordCatalogChange } from '../../services/catalog/catalogChanges';
import * as schema from '../../db/schema';
import { DEMO_CUSTOMER } from '../customers';
import { bulkInsert } from './bulkInsert';
import { productRows, type ProductRows } from './product';
import { catalogRefs } from './refs';
import { insertReferenceRows } from './reference';
import type { Counters } from './variants';

export const DEFAULT_PRODUCTS = 200;
/** Settings key written once the catalog is seeded (shops seeded before it existed lack it). */
export const CATALOG_MARKER = 'CatalogSeededAt';
/** Products generated and written per transaction: a few thousand rows per insert. */
const PRODUCTS_PER_BATCH = 1000;

export interface CatalogSeedOptions {
  products?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Emptied before a seed: the catalog is rewritten, not merged (ids are part of the design). */
const CATALOG_TABLES = [
  'stock_notifications',
  'customer_references',
  'related_products',
  'product_frame_sets',
  'product_photos',
  'variant_stocks',
  'warehouses',
  'price_tiers',
  'variant_attribute_values',
  'variants',
  'attribute_values',
  'attributes',
  'product_tags',
  'product_categories',
  'product_texts',
  'products',
  'tag_texts',
  'tags',
  'brands',
  'category_texts',
  'categories',
  'assets',
];
/** Tables whose ids the seed writes itself. */
const SERIAL_TABLES = [
  'assets',
  'categories',
  'brands',
  'tags',
  'products',
  'attributes',
  'attribute_values',
  'warehouses',
  'variants',
  'product_photos',
  'product_frame_sets',
];

function emptyRows(): ProductRows {
  return {
    products: [],
    texts: [],
    categories: [],
    tags: [],
    related: [],
    frameSets: [],
    variants: [],
    values: [],
    tiers: [],
    stocks: [],
    assets: [],
    photos: [],
  };
}

/** Writes the demo catalog: deterministic, product n identical whatever the total. */
export async function seedCatalog(db: AppDb, options: CatalogSeedOptions = {}): Promise<void> {
  const total = options.products ?? DEFAULT_PRODUCTS;
  const refs = catalogRefs();
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${CATALOG_TABLES.join(', ')} restart identity cascade`));
    await insertReferenceRows(tx, refs);
  });
  const counters: Counters = { variant: 0, asset: 0, photo: 0, frameSet: 0 };
  const related: ProductRows['related'] = [];
  for (let start = 0; start < total; start += PRODUCTS_PER_BATCH) {
    const rows = emptyRows();
    for (let i = start; i < Math.min(total, start + PRODUCTS_PER_BATCH); i += 1) {
      productRows(refs, i, total, counters, rows);
    }
    related.push(...rows.related);
    await db.transaction(async (tx) => {
      // Parents before children: foreign keys are checked row by row.
      await bulkInsert(tx, schema.assets, rows.assets);
      await bulkInsert(tx, schema.products, rows.products);
      await bulkInsert(tx, schema.productTexts, rows.texts);
      await bulkInsert(tx, schema.productCategories, rows.categories);
      await bulkInsert(tx, schema.productTags, rows.tags);
      await bulkInsert(tx, schema.productFrameSets, rows.frameSets);
      await bulkInsert(tx, schema.variants, rows.variants);
      await bulkInsert(tx, schema.variantAttributeValues, rows.values);
      await bulkInsert(tx, schema.priceTiers, rows.tiers);
      await bulkInsert(tx, schema.variantStocks, rows.stocks);
      await bulkInsert(tx, schema.productPhotos, rows.photos);
    });
    options.onProgress?.(Math.min(total, start + PRODUCTS_PER_BATCH), total);
  }
  // Related products may point forward: written once every product exists.
  await bulkInsert(db, schema.relatedProducts, related);
  await syncSequences(db);
  await seedCustomerReferences(db);
  await db
    .insert(schema.settings)
    .values({ key: CATALOG_MARKER, value: new Date().toISOString() })
    .onConflictDoUpdate({ target: schema.settings.key, set: { value: sql`excluded.value` } });
  // The planner's view of a catalog this size (PGlite has no autovacuum to do it).
  await analyzeAll(db);
  // Every app server over this database rebuilds its catalog indexes (catalogFeed.ts).
  await recordCatalogChange(db, 'catalog');
}

export async function hasCatalogMarker(db: AppDb): Promise<boolean> {
  const rows = await db
    .select({ key: schema.settings.key })
    .from(schema.settings)
    .where(eq(schema.settings.key, CATALOG_MARKER));
  return rows.length > 0;
}

/** Explicit ids leave the serial sequences behind; later inserts must not collide. */
async function syncSequences(db: AppDb): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}

/** The demo customer's own codes for a few variants (C2, C8). */
async function seedCustomerReferences(db: AppDb): Promise<void> {
  const [customer] = await db
    .select({ id: schema.customers.id })
    .from(schema.customers)
    .where(eq(schema.customers.email, DEMO_CUSTOMER.email));
  if (!customer) return;
  const someVariants = await db
    .select({ id: schema.variants.id })
    .from(schema.variants)
    .orderBy(schema.variants.id)
    .limit(5);
  if (someVariants.length === 0) return;
  await db.insert(schema.customerReferences).values(
    someVariants.map((v, i) => ({
      customerId: customer.id,
      variantId: v.id,
      customerSku: `SP-${String(i + 1).padStart(3, '0')}`,
    })),
  );
}
