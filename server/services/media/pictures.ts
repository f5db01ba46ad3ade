import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { assets, productFrameSets, productPhotos } from '../../db/schema';
import { renderPicture } from './svg';

export interface Picture {
  svg: string;
  etag: string;
}

function picture(svg: string): Picture {
  return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"` };
}

/** The picture of an asset row, when the id exists and the name is the row's. */
export async function catalogPicture(
  db: AppDb,
  assetId: number,
  name: string,
): Promise<Picture | null> {
  const [row] = await db.select().from(assets).where(eq(assets.id, assetId));
  if (!row || row.name !== name) return null;
  return picture(renderPicture(row));
}

/**
 * Frame `frame` (1-based) of a 360 set: the product's first colour picture turned by
 * 360 × (frame - 1) / frames degrees, at the set's size.
 */
export async function framePicture(
  db: AppDb,
  frameSetId: number,
  frame: number,
): Promise<Picture | null> {
  const [set] = await db.select().from(productFrameSets).where(eq(productFrameSets.id, frameSetId));
  if (!set || frame < 1 || frame > set.framesCount) return null;
  const [look] = await db
    .select({ color: assets.color, caption: assets.caption })
    .from(productPhotos)
    .innerJoin(assets, eq(assets.id, productPhotos.assetId))
    .where(eq(productPhotos.productId, set.productId))
    // Colour pictures first: detail and mood shots are not the object itself.
    .orderBy(sql`${productPhotos.attributeValueId} is null`, asc(productPhotos.position))
    .limit(1);
  const svg = renderPicture(
    {
      width: set.width,
      height: set.height,
      color: look?.color ?? '#9a9a9a',
      caption: look?.caption ?? '',
    },
    (frame - 1) / set.framesCount,
  );
  return picture(svg);
}
