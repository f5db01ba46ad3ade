import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { QuickView } from '../../../api/contract/catalogList';
import { assetUrl } from '../../../rules/media';
import type { AppDb } from '../../db/client';
import {
  assets,
  attributes,
  attributeValues,
  brands,
  productPhotos,
  products,
  productTexts,
  variantAttributeValues,
  variants,
  variantStocks,
  warehouses,
} from '../../db/schema';
import { formatMoney } from '../../../rules/money';
import { displayCents, type DisplayCurrency } from '../currency/display';
import { productUrl } from './urls';

/** Pictures a quick view shows: enough for a glance, the gallery is on the product page. */
export const QUICK_VIEW_PHOTOS = 4;

/** Ours: the panel an eye icon opens on a tile. Null for an unknown or inactive product. */
export async function quickView(
  db: AppDb,
  productId: number,
  { culture, appBase, currency }: { culture: string; appBase: string; currency: DisplayCurrency },
): Promise<QuickView | null> {
  const [product] = await db
    .select({
      id: products.id,
      price: products.fromPriceCents,
      name: productTexts.name,
      slug: productTexts.slug,
      short: productTexts.shortDescription,
      brand: brands.name,
    })
    .from(products)
    .innerJoin(
      productTexts,
      and(eq(productTexts.productId, products.id), eq(productTexts.culture, culture)),
    )
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) return null;
  const photos = await db
    .select({ id: assets.id, name: assets.name, width: assets.width, height: assets.height })
    .from(productPhotos)
    .innerJoin(assets, eq(assets.id, productPhotos.assetId))
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id))
    .limit(QUICK_VIEW_PHOTOS);
  const active = await db
    .select({ id: variants.id, price: variants.priceCents })
    .from(variants)
    .where(and(eq(variants.productId, productId), eq(variants.isActive, true)));
  const ids = active.map((v) => v.id);
  const stocked = ids.length
    ? await db
        .selectDistinct({ id: variantStocks.variantId })
        .from(variantStocks)
        .innerJoin(warehouses, eq(warehouses.id, variantStocks.warehouseId))
        .where(
          and(
            inArray(variantStocks.variantId, ids),
            gt(variantStocks.quantity, 0),
            eq(warehouses.isActive, true),
          ),
        )
    : [];
  const values = ids.length
    ? await db
        .selectDistinct({
          attributeId: attributes.id,
          attributeNames: attributes.names,
          displayType: attributes.displayType,
          attributePosition: attributes.position,
          names: attributeValues.names,
          color: attributeValues.colorCode1,
          position: attributeValues.position,
        })
        .from(variantAttributeValues)
        .innerJoin(attributes, eq(attributes.id, variantAttributeValues.attributeId))
        .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.valueId))
        .where(inArray(variantAttributeValues.variantId, ids))
        .orderBy(asc(attributes.position), asc(attributeValues.position))
    : [];
  const grouped = new Map<number, QuickView['Variants']['Attributes'][number]>();
  for (const v of values) {
    let group = grouped.get(v.attributeId);
    if (!group) {
      group = { Name: v.attributeNames[culture] ?? '', DisplayType: v.displayType, Values: [] };
      grouped.set(v.attributeId, group);
    }
    group.Values.push({ Name: v.names[culture] ?? '', ColorCode1: v.color });
  }
  return {
    ProductId: product.id,
    Name: product.name,
    Url: productUrl(appBase, culture, product.slug),
    Brand: product.brand,
    ShortDescription: product.short,
    Photos: photos.map((p) => ({
      Url: assetUrl(appBase, p.id, p.name),
      Alt: product.name,
      Width: p.width,
      Height: p.height,
    })),
    PriceTaxInclHtml: formatMoney(displayCents(product.price, currency), currency.code, culture),
    FromPrice: new Set(active.map((v) => v.price)).size > 1,
    InStock: stocked.length > 0,
    Variants: {
      Count: active.length,
      InStockCount: stocked.length,
      Attributes: [...grouped.values()],
    },
  };
}
