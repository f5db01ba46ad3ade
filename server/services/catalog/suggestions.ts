import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Suggestion } from '../../../api/contract/catalog';
import type { AppDb } from '../../db/client';
import { assets, productPhotos, products, productTexts } from '../../db/schema';
import { productUrl } from './urls';

export interface SuggestionRequest {
  culture: string;
  /** Already normalized with `searchable`. */
  term: string;
  nbrResults: number;
  accuracy: number;
  appBase: string;
}

/**
 * C7: active products whose name or brand is trigram-close to the typed text. `<%` (word
 * similarity) lets a short query match one word of a longer name, and it is the form the GIN
 * index answers; its threshold is set for this transaction only.
 */
export async function searchSuggestions(
  db: AppDb,
  request: SuggestionRequest,
): Promise<Suggestion[]> {
  const { culture, term, nbrResults, accuracy, appBase } = request;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(accuracy)}, true)`,
    );
    const photo = tx
      .select({ assetId: assets.id, assetName: assets.name })
      .from(productPhotos)
      .innerJoin(assets, eq(assets.id, productPhotos.assetId))
      .where(
        and(eq(productPhotos.productId, productTexts.productId), isNull(productPhotos.variantId)),
      )
      .orderBy(asc(productPhotos.position))
      .limit(1)
      .as('photo');
    const score = sql`word_similarity(${term}, ${productTexts.searchText})`;
    const rows = await tx
      .select({
        name: productTexts.name,
        slug: productTexts.slug,
        assetId: photo.assetId,
        assetName: photo.assetName,
      })
      .from(productTexts)
      .innerJoin(
        products,
        and(eq(products.id, productTexts.productId), eq(products.isActive, true)),
      )
      .leftJoinLateral(photo, sql`true`)
      .where(and(eq(productTexts.culture, culture), sql`${term} <% ${productTexts.searchText}`))
      .orderBy(desc(score), asc(productTexts.name), asc(productTexts.productId))
      .limit(nbrResults);
    return rows.map((r) => ({
      Name: r.name,
      Photo:
        r.assetId !== null && r.assetName !== null
          ? { AssetId: r.assetId, AssetName: r.assetName }
          : null,
      ProductUrl: productUrl(appBase, culture, r.slug),
    }));
  });
}
