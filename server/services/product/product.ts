import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { brands, products, productTexts } from '../../db/schema';

/** An active product with its texts in one culture. */
export interface ProductRecord {
  id: number;
  reference: string;
  brand: string | null;
  mainCategoryId: number | null;
  minQuantity: number;
  maxQuantity: number | null;
  quantityStep: number;
  name: string;
  slug: string;
  shortDescription: string;
  description: string;
}

/** Product slugs end with "-{id}" (server/seed, urls.ts): the id names the product in any culture. */
export function productIdOfSlug(slug: string): number | null {
  const match = /-(\d{1,9})$/.exec(slug);
  return match ? Number(match[1]) : null;
}

/** The active product `id` in `culture`, or null (unknown, inactive or without texts). */
export async function findActiveProduct(
  db: AppDb,
  id: number,
  culture: string,
): Promise<ProductRecord | null> {
  const [row] = await db
    .select({
      id: products.id,
      reference: products.reference,
      brand: brands.name,
      mainCategoryId: products.mainCategoryId,
      minQuantity: products.minQuantity,
      maxQuantity: products.maxQuantity,
      quantityStep: products.quantityStep,
      name: productTexts.name,
      slug: productTexts.slug,
      shortDescription: productTexts.shortDescription,
      description: productTexts.description,
    })
    .from(products)
    .innerJoin(
      productTexts,
      and(eq(productTexts.productId, products.id), eq(productTexts.culture, culture)),
    )
    .leftJoin(brands, and(eq(brands.id, products.brandId), eq(brands.isActive, true)))
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** Culture → slug of one product (for alternates and redirects). */
export async function productSlugs(db: AppDb, id: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ culture: productTexts.culture, slug: productTexts.slug })
    .from(productTexts)
    .where(eq(productTexts.productId, id));
  return Object.fromEntries(rows.map((r) => [r.culture, r.slug]));
}

/** The quantity rules of the product's input (001 §3 "Entities and their fields"): max null means none. */
export function quantityRules(
  product: Pick<ProductRecord, 'minQuantity' | 'maxQuantity' | 'quantityStep'>,
) {
  return {
    min: product.minQuantity,
    max: product.maxQuantity ?? 0,
    step: product.quantityStep,
  };
}
