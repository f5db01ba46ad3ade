import { sql } from 'drizzle-orm';
import { variantLabelSql, variantPhotoSql, variantStockSql } from '../product/variantSql';
import type { Queries } from '../cart/sessionCart';

/** An item of a list with what the page shows of its variant, in one culture. */
export interface WishlistItemRow {
  id: number;
  wishlistId: number;
  variantId: number;
  productId: number;
  quantity: number;
  purchased: number;
  sku: string;
  priceCents: number;
  productName: string | null;
  slug: string | null;
  /** Variant values in axis order, colour first ("Bleu marine / M"), as the cart labels them. */
  label: string | null;
  /** Active variant of an active product. */
  sellable: boolean;
  stock: number;
  assetId: number | null;
  assetName: string | null;
}

/**
 * One query for the items of some lists (oldest first): product texts in the culture, the
 * variant's label, stock in active warehouses and the best picture (the variant's own, then its
 * colour's, then the product's), the same choices the cart makes for its lines.
 */
export async function loadItemRows(
  db: Queries,
  listIds: number[],
  culture: string,
): Promise<WishlistItemRow[]> {
  if (listIds.length === 0) return [];
  const ids = sql.join(
    listIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select i.id, i.wishlist_id as "wishlistId", i.variant_id as "variantId",
      v.product_id as "productId", i.quantity, i.purchased_quantity as purchased, v.sku,
      v.price_cents as "priceCents", t.name as "productName", t.slug,
      ${variantLabelSql(culture)} as label,
      (v.is_active and p.is_active) as sellable,
      ${variantStockSql} as stock,
      photo.asset_id as "assetId", photo.asset_name as "assetName"
    from wishlist_items i
    join variants v on v.id = i.variant_id
    join products p on p.id = v.product_id
    left join product_texts t on t.product_id = p.id and t.culture = ${culture}
    left join lateral ${variantPhotoSql} photo on true
    where i.wishlist_id in (${ids})
    order by i.id`);
  // node-postgres and PGlite both answer { rows }.
  return (result as unknown as { rows: WishlistItemRow[] }).rows.map((r) => ({
    ...r,
    id: Number(r.id),
    wishlistId: Number(r.wishlistId),
    variantId: Number(r.variantId),
    productId: Number(r.productId),
    quantity: Number(r.quantity),
    purchased: Number(r.purchased),
    priceCents: Number(r.priceCents),
    stock: Number(r.stock),
    assetId: r.assetId === null ? null : Number(r.assetId),
  }));
}

/** "Robe Ostende" and "Bleu marine / M" (the SKU when the product has no text in the culture). */
export function itemName(row: WishlistItemRow): string {
  return row.productName ?? row.sku;
}

/** Sellable now: active and in stock. */
export function itemAvailable(row: WishlistItemRow): boolean {
  return row.sellable && row.stock > 0;
}
