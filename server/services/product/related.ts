import { asc, eq } from 'drizzle-orm';
import type { ProductTile } from '../../../api/contract/catalog';
import type { AppDb } from '../../db/client';
import { relatedProducts } from '../../db/schema';
import { listIndex } from '../catalog/listIndexCache';
import { tilesOf } from '../catalog/tiles';
import type { DisplayCurrency } from '../currency/display';

/** Related products as list tiles (the list's index: active ones only, prices per culture). */
export async function relatedTiles(
  db: AppDb,
  productId: number,
  request: { cultures: string[]; culture: string; appBase: string; currency: DisplayCurrency },
): Promise<ProductTile[]> {
  const rows = await db
    .select({ id: relatedProducts.relatedProductId })
    .from(relatedProducts)
    .where(eq(relatedProducts.productId, productId))
    .orderBy(asc(relatedProducts.position));
  if (rows.length === 0) return [];
  const index = await listIndex(db, request.cultures);
  return tilesOf(
    index,
    rows.map((r) => r.id),
    request.culture,
    request.appBase,
    request.currency,
  );
}
