import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { ProductTile } from '../../../api/contract/catalog';
import { PRICE_RANGES } from '../../../rules/catalogList';
import type { AppDb } from '../../db/client';
import {
  assets,
  productCategories,
  productPhotos,
  products,
  productTags,
  productTexts,
  variantAttributeValues,
  variants,
  variantStocks,
  warehouses,
} from '../../db/schema';
import { emptyBits, fullBits, orInto, setBit, type Bits } from './listBits';
import { loadReference, subtree, type ListReference } from './listReference';

/**
 * The product list index: every active product as a slot, with a bit set per category, brand,
 * tag, attribute value and price range, and the slot orders of each sort. Lists, facet counts
 * and paging are answered from it in memory; only a text search (q) asks the database.
 */
export interface ListIndex {
  builtAt: number;
  size: number;
  productIds: Int32Array;
  slotOf: Map<number, number>;
  all: Bits;
  brandOf: Int32Array;
  priceCents: Int32Array;
  currency: string[];
  variesPrice: Uint8Array;
  inStock: Bits;
  byCategory: Map<number, Bits>;
  byBrand: Map<number, Bits>;
  byTag: Map<number, Bits>;
  byValue: Map<number, Bits>;
  byPrice: Map<string, Bits>;
  /** Per slot: the 'Square' values it is sold in, by value position. */
  colours: number[][];
  texts: Map<string, { names: string[]; slugs: string[] }>;
  photos: ({ id: number; name: string } | null)[];
  orders: { newest: Int32Array; priceAsc: Int32Array; priceDesc: Int32Array };
  /** Slot → its place in the newest order (relevance ties). */
  newestRank: Int32Array;
  nameOrder: Map<string, Int32Array>;
  ref: ListReference;
  /** Tiles built once per culture and app base (they only change with the index). */
  tiles: Map<string, ProductTile>;
  /** Text searches of this index's lifetime: culture + term → matches in relevance order. */
  searches: Map<string, { bits: Bits; relevance: Int32Array }>;
  /** Whole answers (JSON and its compressed forms) of this index's lifetime: listResponses.ts. */
  responses: Map<string, CachedBody>;
}

export interface CachedBody {
  json: string;
  encoded: Map<'br' | 'gzip', Buffer>;
}

function bitsFor(map: Map<number, Bits>, key: number, size: number): Bits {
  let bits = map.get(key);
  if (!bits) {
    bits = emptyBits(size);
    map.set(key, bits);
  }
  return bits;
}

export async function buildListIndex(db: AppDb, cultures: string[]): Promise<ListIndex> {
  const ref = await loadReference(db);
  const rows = await db
    .select({
      id: products.id,
      brandId: products.brandId,
      price: products.fromPriceCents,
      currency: products.currencyCode,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id));
  const size = rows.length;
  const slotOf = new Map<number, number>();
  const productIds = new Int32Array(size);
  const brandOf = new Int32Array(size);
  const priceCents = new Int32Array(size);
  const created = new Float64Array(size);
  rows.forEach((r, slot) => {
    slotOf.set(r.id, slot);
    productIds[slot] = r.id;
    brandOf[slot] = r.brandId ?? 0;
    priceCents[slot] = r.price;
    created[slot] = r.createdAt.getTime();
  });
  const slotsOf = <T extends { productId: number }>(
    list: T[],
    each: (slot: number, row: T) => void,
  ) => {
    for (const row of list) {
      const slot = slotOf.get(row.productId);
      if (slot !== undefined) each(slot, row);
    }
  };

  const byBrand = new Map<number, Bits>();
  brandOf.forEach((brand, slot) => brand && setBit(bitsFor(byBrand, brand, size), slot));

  const direct = new Map<number, Bits>();
  slotsOf(await db.select().from(productCategories), (slot, r) =>
    setBit(bitsFor(direct, r.categoryId, size), slot),
  );
  // A category holds what its descendants hold, whatever depth the products are linked at.
  const byCategory = new Map<number, Bits>();
  for (const category of ref.categories) {
    const bits = emptyBits(size);
    for (const id of subtree(ref, category.id)) {
      const own = direct.get(id);
      if (own) orInto(bits, own);
    }
    byCategory.set(category.id, bits);
  }

  const byTag = new Map<number, Bits>();
  slotsOf(await db.select().from(productTags), (slot, r) =>
    setBit(bitsFor(byTag, r.tagId, size), slot),
  );

  const byValue = new Map<number, Bits>();
  const valueRows = await db
    .selectDistinct({ productId: variants.productId, valueId: variantAttributeValues.valueId })
    .from(variantAttributeValues)
    .innerJoin(variants, eq(variants.id, variantAttributeValues.variantId))
    .where(eq(variants.isActive, true));
  const colours: number[][] = Array.from({ length: size }, () => []);
  slotsOf(valueRows, (slot, r) => {
    setBit(bitsFor(byValue, r.valueId, size), slot);
    const value = ref.valueById.get(r.valueId);
    const attribute = value && ref.attributes.find((a) => a.id === value.attributeId);
    if (attribute?.displayType === 'Square') colours[slot]!.push(r.valueId);
  });
  const position = (id: number) => {
    const value = ref.valueById.get(id);
    const attribute = value && ref.attributes.find((a) => a.id === value.attributeId);
    return attribute ? attribute.values.indexOf(id) : 0;
  };
  for (const list of colours) list.sort((a, b) => position(a) - position(b));

  const currency: string[] = rows.map((r) => r.currency);
  const variesPrice = new Uint8Array(size);
  const priceRows = await db
    .select({ productId: variants.productId, price: variants.priceCents })
    .from(variants)
    .where(eq(variants.isActive, true));
  slotsOf(priceRows, (slot, r) => {
    if (r.price !== priceCents[slot]) variesPrice[slot] = 1;
  });

  const inStock = emptyBits(size);
  const stockRows = await db
    .selectDistinct({ productId: variants.productId })
    .from(variantStocks)
    .innerJoin(variants, eq(variants.id, variantStocks.variantId))
    .innerJoin(warehouses, eq(warehouses.id, variantStocks.warehouseId))
    .where(
      and(
        eq(variants.isActive, true),
        eq(warehouses.isActive, true),
        gt(variantStocks.quantity, 0),
      ),
    );
  slotsOf(stockRows, (slot) => setBit(inStock, slot));

  const byPrice = new Map<string, Bits>();
  for (const range of PRICE_RANGES) {
    const bits = emptyBits(size);
    priceCents.forEach((p, slot) => {
      if (p >= range.min && (range.max === null || p < range.max)) setBit(bits, slot);
    });
    byPrice.set(range.id, bits);
  }

  const photos: ListIndex['photos'] = new Array(size).fill(null);
  const photoRows = await db
    .select({
      productId: productPhotos.productId,
      id: assets.id,
      name: assets.name,
    })
    .from(productPhotos)
    .innerJoin(assets, eq(assets.id, productPhotos.assetId))
    .where(isNull(productPhotos.variantId))
    .orderBy(asc(productPhotos.productId), asc(productPhotos.position), asc(productPhotos.id));
  slotsOf(photoRows, (slot, r) => {
    photos[slot] ??= { id: r.id, name: r.name };
  });

  const texts = new Map<string, { names: string[]; slugs: string[] }>();
  for (const culture of cultures)
    texts.set(culture, { names: new Array(size).fill(''), slugs: new Array(size).fill('') });
  const textRows = await db
    .select({
      productId: productTexts.productId,
      culture: productTexts.culture,
      name: productTexts.name,
      slug: productTexts.slug,
    })
    .from(productTexts);
  slotsOf(textRows, (slot, r) => {
    const t = texts.get(r.culture);
    if (!t) return;
    t.names[slot] = r.name;
    t.slugs[slot] = r.slug;
  });

  const slots = Array.from({ length: size }, (_v, i) => i);
  const byId = (a: number, b: number) => productIds[a]! - productIds[b]!;
  const nameOrder = new Map<string, Int32Array>();
  for (const [culture, t] of texts) {
    // Intl collation, not the database's: "Écharpe" sorts with the E's in both engines.
    const collator = new Intl.Collator(`${culture}-BE`, { sensitivity: 'base', numeric: true });
    nameOrder.set(
      culture,
      Int32Array.from(
        [...slots].sort((a, b) => collator.compare(t.names[a]!, t.names[b]!) || byId(a, b)),
      ),
    );
  }
  const newest = Int32Array.from(
    [...slots].sort((a, b) => created[b]! - created[a]! || byId(b, a)),
  );
  const newestRank = new Int32Array(size);
  newest.forEach((slot, i) => (newestRank[slot] = i));
  return {
    builtAt: Date.now(),
    size,
    productIds,
    slotOf,
    all: fullBits(size),
    brandOf,
    priceCents,
    currency,
    variesPrice,
    inStock,
    byCategory,
    byBrand,
    byTag,
    byValue,
    byPrice,
    colours,
    texts,
    photos,
    orders: {
      newest,
      priceAsc: Int32Array.from(
        [...slots].sort((a, b) => priceCents[a]! - priceCents[b]! || byId(a, b)),
      ),
      priceDesc: Int32Array.from(
        [...slots].sort((a, b) => priceCents[b]! - priceCents[a]! || byId(a, b)),
      ),
    },
    newestRank,
    nameOrder,
    ref,
    tiles: new Map(),
    searches: new Map(),
    responses: new Map(),
  };
}
