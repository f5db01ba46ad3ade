import { sql } from 'drizzle-orm';
import { variantLabelSql, variantPhotoSql, variantStockSql } from '../product/variantSql';
import { PREPAID_MAX_QUANTITY } from '../../../rules/prepaid';
import type { Queries } from './sessionCart';

/** A cart line with what the page shows of its product, in one culture. */
export interface CartLineRow {
  id: number;
  /** 0 for a prepaid-credit line (issue 15), which has no variant. */
  variantId: number;
  /** The prepaid account type a prepaid-credit line buys; null for a catalog line. */
  prepaidTypeId: number | null;
  /** 0 for a prepaid-credit line. */
  productId: number;
  quantity: number;
  unitPriceCents: number;
  storedName: string;
  itemOrigin: string;
  itemKey: string | null;
  sku: string;
  minQuantity: number;
  maxQuantity: number | null;
  quantityStep: number;
  productName: string | null;
  slug: string | null;
  brand: string | null;
  category: string | null;
  /** Variant values in axis order, colour first ("Bleu marine / M"). */
  label: string | null;
  available: number;
  assetId: number | null;
  assetName: string | null;
}

/**
 * One query for every line: product texts in the culture, brand, main category, the variant's
 * label, stock in active warehouses, and the best picture (the variant's own, then its
 * colour's, then the product's).
 */
export async function loadCartLineRows(
  db: Queries,
  cartId: number,
  culture: string,
): Promise<CartLineRow[]> {
  const result = await db.execute(sql`
    select i.id, coalesce(i.variant_id, 0) as "variantId", i.prepaid_type_id as "prepaidTypeId",
      coalesce(v.product_id, 0) as "productId", i.quantity,
      i.unit_price_cents as "unitPriceCents", i.name as "storedName",
      i.item_origin as "itemOrigin", i.item_key as "itemKey", coalesce(v.sku, pt.code) as sku,
      coalesce(p.min_quantity, 1) as "minQuantity",
      case when pt.id is null then p.max_quantity else ${PREPAID_MAX_QUANTITY} end as "maxQuantity",
      coalesce(p.quantity_step, 1) as "quantityStep",
      coalesce(t.name, pt.names ->> ${culture}) as "productName", t.slug, b.name as brand,
      ct.name as category,
      ${variantLabelSql(culture)} as label,
      case when pt.id is null then ${variantStockSql} else ${PREPAID_MAX_QUANTITY} end as available,
      photo.asset_id as "assetId", photo.asset_name as "assetName"
    from cart_items i
    left join variants v on v.id = i.variant_id
    left join products p on p.id = v.product_id
    left join prepaid_account_types pt on pt.id = i.prepaid_type_id
    left join product_texts t on t.product_id = p.id and t.culture = ${culture}
    left join brands b on b.id = p.brand_id and b.is_active
    left join category_texts ct on ct.category_id = p.main_category_id and ct.culture = ${culture}
    left join lateral ${variantPhotoSql} photo on v.id is not null
    where i.cart_id = ${cartId}
    order by i.id`);
  // node-postgres and PGlite both answer { rows }.
  return (result as unknown as { rows: CartLineRow[] }).rows.map((r) => ({
    ...r,
    variantId: Number(r.variantId),
    productId: Number(r.productId),
    available: Number(r.available),
  }));
}

/**
 * "Robe Ostende – Bleu marine / M" in the culture (a prepaid-credit line: its type's name); the
 * name stored at add time otherwise.
 */
export function lineName(row: CartLineRow): string {
  if (!row.productName) return row.storedName;
  return row.label ? `${row.productName} – ${row.label}` : row.productName;
}
