import { and, asc, eq, sql } from 'drizzle-orm';
import type { StockByWarehouse } from '../../../api/contract/product';
import { LOW_STOCK_THRESHOLD } from '../../../rules/product';
import type { AppDb } from '../../db/client';
import { variantStocks, warehouses } from '../../db/schema';
import type { Translate } from '../../shared/translate';

/** "En stock", "Plus que 2 en stock", "Épuisé". */
export function availabilityText(t: Translate, quantity: number): string {
  if (quantity <= 0) return t('Catalog.OutOfStock');
  if (quantity <= LOW_STOCK_THRESHOLD) return t('Catalog.LowStock', quantity);
  return t('Catalog.InStock');
}

/** Pieces of a variant in the active warehouses (a missing row means none). */
export async function stockQuantity(db: AppDb, variantId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${variantStocks.quantity}), 0)::int` })
    .from(variantStocks)
    .innerJoin(
      warehouses,
      and(eq(warehouses.id, variantStocks.warehouseId), eq(warehouses.isActive, true)),
    )
    .where(eq(variantStocks.variantId, variantId));
  return Number(row?.total ?? 0);
}

export async function stockSummary(db: AppDb, variantId: number, t: Translate) {
  const quantity = await stockQuantity(db, variantId);
  return {
    InStock: quantity > 0,
    Quantity: quantity,
    AvailabilityText: availabilityText(t, quantity),
  };
}

/** C1: every active warehouse, or only those holding the variant. */
export async function stockByWarehouse(
  db: AppDb,
  ids: { productId: number; variantId: number },
  allActive: boolean,
  culture: string,
  t: Translate,
): Promise<StockByWarehouse> {
  const rows = await db
    .select({
      id: warehouses.id,
      names: warehouses.names,
      city: warehouses.city,
      quantity: sql<number>`coalesce(${variantStocks.quantity}, 0)::int`,
    })
    .from(warehouses)
    .leftJoin(
      variantStocks,
      and(eq(variantStocks.warehouseId, warehouses.id), eq(variantStocks.variantId, ids.variantId)),
    )
    .where(eq(warehouses.isActive, true))
    .orderBy(asc(warehouses.position), asc(warehouses.id));
  const shown = allActive ? rows : rows.filter((r) => Number(r.quantity) > 0);
  return {
    ProductId: ids.productId,
    ProductVariantId: ids.variantId,
    TotalQuantity: rows.reduce((sum, r) => sum + Number(r.quantity), 0),
    Warehouses: shown.map((r) => ({
      WarehouseId: r.id,
      Name: r.names[culture] ?? r.city,
      City: r.city,
      Quantity: Number(r.quantity),
      InStock: Number(r.quantity) > 0,
      AvailabilityText: availabilityText(t, Number(r.quantity)),
    })),
  };
}
