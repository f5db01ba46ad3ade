import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { ASSET_MIME_TYPES } from '../../../rules/assets';
import type { AppDb } from '../../db/client';
import { assetFolders, libraryAssets, products, productTexts } from '../../db/schema';
import { SEED_DOCUMENTS, SEED_FOLDERS } from './documents';
import { writePdf } from './pdfWriter';

/** Products the seeded catalogue lists (the first by id: the same on every seeded shop). */
const CATALOGUE_PRODUCTS = 40;

/** A fixed uuid per seeded document (name-based, like a v5 uuid): the same on every shop. */
export function seedAssetId(key: string): string {
  const hex = createHash('sha1').update(`vitrine-library:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function hasLibrarySeed(db: Pick<AppDb, 'select'>): Promise<boolean> {
  const [row] = await db.select({ id: assetFolders.id }).from(assetFolders).limit(1);
  return row !== undefined;
}

async function catalogueProducts(db: AppDb, culture: 'fr' | 'nl') {
  return db
    .select({ reference: products.reference, name: productTexts.name })
    .from(products)
    .innerJoin(productTexts, eq(productTexts.productId, products.id))
    .where(eq(productTexts.culture, culture))
    .orderBy(asc(products.id))
    .limit(CATALOGUE_PRODUCTS);
}

/**
 * The document library: its folders and PDFs, written once (a shop with folders keeps its own
 * library). After the catalog: the catalogue lists its products.
 */
export async function seedLibrary(db: AppDb): Promise<void> {
  if (await hasLibrarySeed(db)) return;
  const listed = { fr: await catalogueProducts(db, 'fr'), nl: await catalogueProducts(db, 'nl') };
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const [position, folder] of SEED_FOLDERS.entries()) {
      const [created] = await tx
        .insert(assetFolders)
        .values({
          parentId: folder.parent === null ? null : (ids.get(folder.parent) ?? null),
          names: folder.names,
          position,
        })
        .returning({ id: assetFolders.id });
      ids.set(folder.key, created!.id);
    }
    for (const [position, doc] of SEED_DOCUMENTS.entries()) {
      const bytes = writePdf({
        title: doc.name.replace(/\.pdf$/, ''),
        lang: `${doc.lang}-BE`,
        lines: doc.lines(listed),
      });
      await tx.insert(libraryAssets).values({
        id: seedAssetId(doc.key),
        folderId: ids.get(doc.folder)!,
        fileType: 'Document',
        mimeType: ASSET_MIME_TYPES.pdf,
        name: doc.name,
        originalFileName: doc.name,
        size: bytes.length,
        bytes,
        position,
      });
    }
  });
}
