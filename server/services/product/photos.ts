import { asc, eq } from 'drizzle-orm';
import type { FrameSet, ProductPhoto } from '../../../api/contract/product';
import { assetUrl } from '../../../rules/media';
import type { AppDb } from '../../db/client';
import { assets, productFrameSets, productPhotos } from '../../db/schema';

export interface PhotoContext {
  appBase: string;
  productName: string;
  /** Value id → its name (for the alt text of a colour's pictures). */
  valueName: (valueId: number) => string | undefined;
}

interface PhotoRow {
  assetId: number;
  name: string;
  width: number;
  height: number;
  color: string;
  variantId: number | null;
  valueId: number | null;
}

async function photoRows(db: AppDb, productId: number): Promise<PhotoRow[]> {
  return db
    .select({
      assetId: assets.id,
      name: assets.name,
      width: assets.width,
      height: assets.height,
      color: assets.color,
      variantId: productPhotos.variantId,
      valueId: productPhotos.attributeValueId,
    })
    .from(productPhotos)
    .innerJoin(assets, eq(assets.id, productPhotos.assetId))
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id));
}

/**
 * The gallery of a variant: its own pictures, then its colour's, then those of every variant.
 * Without a variant, every picture of the product.
 */
export async function galleryPhotos(
  db: AppDb,
  productId: number,
  variant: { id: number; values: Map<number, number> } | null,
  ctx: PhotoContext,
): Promise<ProductPhoto[]> {
  const rows = await photoRows(db, productId);
  const valueIds = new Set(variant?.values.values() ?? []);
  const rank = (r: PhotoRow) => {
    if (!variant) return 0;
    if (r.variantId !== null) return r.variantId === variant.id ? 0 : -1;
    if (r.valueId !== null) return valueIds.has(r.valueId) ? 1 : -1;
    return 2;
  };
  return rows
    .map((r) => ({ r, rank: rank(r) }))
    .filter((x) => x.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map(({ r }) => {
      const value = r.valueId === null ? undefined : ctx.valueName(r.valueId);
      return {
        AssetId: r.assetId,
        Url: assetUrl(ctx.appBase, r.assetId, r.name),
        Width: r.width,
        Height: r.height,
        Alt: value ? `${ctx.productName} – ${value}` : ctx.productName,
        Color: r.color,
      };
    });
}

/** The variant's own 360 view, else the product's. */
export async function frameSetOf(
  db: AppDb,
  productId: number,
  variantId: number | null,
): Promise<FrameSet | null> {
  const rows = await db
    .select()
    .from(productFrameSets)
    .where(eq(productFrameSets.productId, productId))
    .orderBy(asc(productFrameSets.id));
  const own = variantId === null ? undefined : rows.find((r) => r.variantId === variantId);
  const found = own ?? rows.find((r) => r.variantId === null);
  return found
    ? {
        FrameSetId: found.id,
        FramesCount: found.framesCount,
        Width: found.width,
        Height: found.height,
      }
    : null;
}
