import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { cmsPages, countries, cultures, settings, stringResources } from '../db/schema';
import { hasCatalogMarker, seedCatalog, type CatalogSeedOptions } from './catalog/seedCatalog';
import { seedPrepaidTypes } from './commerce/prepaid';
import { hasCommerceSeed, seedCommerce, seedPickupUpgrade } from './commerce/seedCommerce';
import { hasPickupSeed } from './commerce/seedPickup';
import { seedCustomers } from './customers';
import { seedForms } from './forms';
import { hasWishlistSeed, seedWishlists } from './wishlists';
import { seedLibrary } from './assets/seedLibrary';
import { insertMissingPages, PRE_ISSUE19_HOME_SHA256, replaceUntouchedPage } from './pagesUpgrade';
import { hasNewsSeed, seedNews } from './news/seedNews';

/** The page that shows the document library (data/pages.ts). */
const LIBRARY_PAGE_SLUGS = ['documents'];
import { countries as seedCountries } from './data/countries';
import { OFFERS_PAGE_SLUG, pages } from './data/pages';
import { strings } from './data/strings';
import { fromExcluded } from './upsert';

export const SEED_MARKER = 'SeededAt';
export const CONSENT_STAMP = 'ConsentStamp';
const CULTURES = [
  { code: 'fr', name: 'Français', isDefault: true, position: 0 },
  { code: 'nl', name: 'Nederlands', isDefault: false, position: 1 },
] as const;

/** Translations ship with the code: they are brought up to date on every start. */
async function syncStringResources(db: Pick<AppDb, 'insert'>): Promise<void> {
  const rows = Object.entries(strings).flatMap(([key, v]) =>
    CULTURES.map((c) => ({ culture: c.code, key, value: v[c.code] })),
  );
  await db
    .insert(stringResources)
    .values(rows)
    .onConflictDoUpdate({
      target: [stringResources.culture, stringResources.key],
      set: { value: sql`excluded.value` },
    });
}

export type SeedOptions = CatalogSeedOptions;

/** Writes the deterministic demo data; safe to run again (upserts; the catalog is rewritten). */
export async function seed(db: AppDb, options: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    for (const c of CULTURES) {
      await tx
        .insert(cultures)
        .values(c)
        .onConflictDoUpdate({
          target: cultures.code,
          set: { name: c.name, isDefault: c.isDefault, position: c.position },
        });
    }
    await syncStringResources(tx);
    await tx
      .insert(countries)
      .values(
        seedCountries.map((c, i) => ({
          code: c.code,
          names: { fr: c.fr, nl: c.nl },
          isEu: c.isEu,
          position: i,
        })),
      )
      .onConflictDoUpdate({
        target: countries.code,
        set: fromExcluded(countries, ['names', 'isEu', 'position']),
      });
    const pageRows = pages.flatMap((p) =>
      CULTURES.map((c) => ({
        culture: c.code,
        slug: p.slug,
        title: p[c.code].title,
        description: p[c.code].description,
        html: p[c.code].html,
        showInNav: p.showInNav,
        navPosition: p.navPosition,
      })),
    );
    await tx
      .insert(cmsPages)
      .values(pageRows)
      .onConflictDoUpdate({
        target: [cmsPages.culture, cmsPages.slug],
        set: fromExcluded(cmsPages, ['title', 'description', 'html', 'showInNav', 'navPosition']),
      });
    await tx
      .insert(settings)
      .values([
        { key: 'CmsName', value: 'Vitrine' },
        { key: CONSENT_STAMP, value: '2026-11-01' },
      ])
      .onConflictDoNothing();
    await seedCustomers(tx);
    await seedCommerce(tx);
    await seedPrepaidTypes(tx);
    await seedForms(tx, { overwrite: true });
  });
  await seedCatalog(db, options);
  // After the catalog: the demo customer's lists hold its variants.
  await seedWishlists(db);
  // After the catalog too: the library's catalogue lists its products.
  await seedLibrary(db);
  await seedNews(db);
}

/** Seeds on first start only; later starts keep the shop's data and only refresh the translations. */
export async function ensureSeeded(
  db: AppDb,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  const marker = await db.select().from(settings).where(eq(settings.key, SEED_MARKER));
  if (marker.length > 0) {
    await syncStringResources(db);
    // A shop seeded before the catalog existed gets the demo catalog once.
    if (!(await hasCatalogMarker(db))) await seedCatalog(db);
    if (!(await hasCommerceSeed(db))) await seedCommerce(db);
    // Issue 15: shops seeded before prepaid accounts existed get the types (an upsert by code).
    await seedPrepaidTypes(db);
    // Issue 16: shops seeded before wishlists existed get the demo customer's lists once.
    if (!(await hasWishlistSeed(db))) await seedWishlists(db);
    // Issue 17: shops seeded before pickup points existed get the gazetteer's coordinates, the
    // carriers, the parcel-shop method and the points once (their own method prices kept).
    if (!(await hasPickupSeed(db))) await seedPickupUpgrade(db);
    // Issue 18: shops seeded before CMS forms existed get the forms and their pages once (a
    // form the shop changed since is kept).
    await seedForms(db, { overwrite: false });
    // Issue 18: shops seeded before the document library existed get it once (a shop that has
    // folders of its own keeps them: seedLibrary writes only into an empty library).
    await seedLibrary(db);
    await insertMissingPages(db, LIBRARY_PAGE_SLUGS);
    // Issue 19: shops seeded before news existed get the demo news once, dated from now.
    if (!(await hasNewsSeed(db))) await seedNews(db, now());
    // Issue 19: a home still as first seeded (no product on it) becomes the home that sells.
    await replaceUntouchedPage(db, '', PRE_ISSUE19_HOME_SHA256);
    await insertMissingPages(db, [OFFERS_PAGE_SLUG]);
    return false;
  }
  await seed(db);
  await db
    .insert(settings)
    .values({ key: SEED_MARKER, value: now().toISOString() })
    .onConflictDoNothing();
  return true;
}
