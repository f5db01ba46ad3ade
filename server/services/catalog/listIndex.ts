import { sql } from 'drizzle-orm';
import type { ProductTile } from '../../../api/contract/catalog';
import { PRICE_RANGES } from '../../../rules/catalogList';
import type { AppDb } from '../../db/client';
import { emptyBits, fullBits, orInto, setBit, type Bits } from './listBits';
import {
  eachFirstPhoto,
  eachInt,
  joinedTexts,
  nextTurn,
  splitTexts,
  withIndexReader,
  type IndexReader,
} from './listIndexRows';
import { loadReference, subtree, type ListReference } from './listReference';

/**
 * The product list index: every active product as a slot, with a bit set per category, brand,
 * tag, attribute value and price range, and the slot orders of each sort. Lists, facet counts
 * and paging are answered from it in memory; only a text search (q) asks the database.
 *
 * Slots follow product ids (ascending), and per-product data is kept in typed arrays, not in an
 * object per product: 100 000 products hold about 60 MB, most of it their names and slugs.
 * Stock and price changes patch it in place (listIndexPatch.ts); anything larger builds a new one.
 */
/**
 * The order of a product's active variants `v` whose first is the one its page opens on
 * (server/services/product/page.ts): the first that can be bought (pieces in an active
 * warehouse), else the first; by position. A tile's DefaultVariantId is that variant.
 */
export const DEFAULT_VARIANT_ORDER = sql`exists (select 1 from variant_stocks s
    join warehouses w on w.id = s.warehouse_id and w.is_active
    where s.variant_id = v.id and s.quantity > 0) desc, v.position, v.id`;

export interface ListIndex {
  builtAt: number;
  /** Bumped by every patch: an answer computed across a patch is not kept (listResponses.ts). */
  version: number;
  size: number;
  /** Slot → product id, ascending (slotOfProduct searches it). */
  productIds: Int32Array;
  all: Bits;
  brandOf: Int32Array;
  priceCents: Int32Array;
  variesPrice: Uint8Array;
  /** Slot → the variant its product page opens on (first active by position; 0: none). */
  defaultVariant: Int32Array;
  inStock: Bits;
  byCategory: Map<number, Bits>;
  byBrand: Map<number, Bits>;
  byTag: Map<number, Bits>;
  byValue: Map<number, Bits>;
  byPrice: Map<string, Bits>;
  /** Slot s's 'Square' values, by value position: colourValues[colourStart[s] .. colourStart[s + 1]). */
  colourStart: Int32Array;
  colourValues: Int32Array;
  texts: Map<string, { names: string[]; slugs: string[] }>;
  /** Slot → its first photo's asset id (0: none) and file name. */
  photoIds: Int32Array;
  photoNames: string[];
  orders: { newest: Int32Array; priceAsc: Int32Array; priceDesc: Int32Array };
  /** Slot → its place in the newest order (relevance ties). */
  newestRank: Int32Array;
  nameOrder: Map<string, Int32Array>;
  ref: ListReference;
  /** Tiles built once per slot, culture and app base (a patch drops its slot's). */
  tiles: Map<number, Map<string, ProductTile>>;
  /** Text searches of this index's lifetime: culture + term → matches in relevance order. */
  searches: Map<string, { bits: Bits; relevance: Int32Array }>;
  /** Whole answers (JSON and its compressed forms) of this index's version: listResponses.ts. */
  responses: Map<string, CachedBody>;
}

export interface CachedBody {
  json: string;
  encoded: Map<'br' | 'gzip', Buffer>;
}

/** The slot of a product id, or undefined (inactive or unknown). */
export function slotOfProduct(index: ListIndex, id: number): number | undefined {
  const ids = index.productIds;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = ids[mid]!;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

export function coloursOf(index: ListIndex, slot: number): Int32Array {
  return index.colourValues.subarray(index.colourStart[slot]!, index.colourStart[slot + 1]!);
}

/** Price order: ascending or descending cents, product ids ascending within a price. */
export function priceComparator(index: ListIndex, descending: boolean) {
  const { priceCents, productIds } = index;
  const sign = descending ? -1 : 1;
  return (a: number, b: number) =>
    sign * (priceCents[a]! - priceCents[b]!) || productIds[a]! - productIds[b]!;
}

/** Whether a price lies in a price range (the bits of byPrice). */
export function inPriceRange(cents: number, range: (typeof PRICE_RANGES)[number]): boolean {
  return cents >= range.min && (range.max === null || cents < range.max);
}

function bitsFor(map: Map<number, Bits>, key: number, size: number): Bits {
  let bits = map.get(key);
  if (!bits) {
    bits = emptyBits(size);
    map.set(key, bits);
  }
  return bits;
}

interface Text {
  [column: string]: string | null;
}

/** Sets a bit per listed product id that has a slot. */
function setSlots(
  ids: string | null | undefined,
  bits: Bits,
  slotOf: (id: number) => number | undefined,
) {
  eachInt(ids, (id) => {
    const slot = slotOf(id);
    if (slot !== undefined) setBit(bits, slot);
  });
}

export async function buildListIndex(db: AppDb, cultures: string[]): Promise<ListIndex> {
  return withIndexReader(db, (reader) => readListIndex(reader, cultures));
}

async function readListIndex(reader: IndexReader, cultures: string[]): Promise<ListIndex> {
  const { rows } = reader;
  const ref = await loadReference(reader.db);
  const [head] = await rows<Text & { n: number }>(sql`
    select count(*)::int as n,
      string_agg(concat_ws(',', id, coalesce(brand_id, 0), from_price_cents), ';' order by id) as products,
      string_agg(id::text, ',' order by created_at desc, id desc) as newest
    from products where is_active`);
  const size = head?.n ?? 0;
  const productIds = new Int32Array(size);
  const brandOf = new Int32Array(size);
  const priceCents = new Int32Array(size);
  let field = 0;
  let slot = 0;
  eachInt(head?.products, (n) => {
    if (field === 0) productIds[slot] = n;
    else if (field === 1) brandOf[slot] = n;
    else priceCents[slot++] = n;
    field = (field + 1) % 3;
  });
  const slotIndex = { productIds } as ListIndex;
  const slotOf = (id: number) => slotOfProduct(slotIndex, id);
  const newest = new Int32Array(size);
  let rank = 0;
  eachInt(head?.newest, (id) => (newest[rank++] = slotOf(id)!));
  await nextTurn();

  const byBrand = new Map<number, Bits>();
  brandOf.forEach((brand, s) => brand && setBit(bitsFor(byBrand, brand, size), s));

  const direct = new Map<number, Bits>();
  for (const row of await rows<Text & { id: number }>(
    sql`select category_id as id, string_agg(product_id::text, ',') as ids from product_categories group by category_id`,
  )) {
    setSlots(row.ids, bitsFor(direct, row.id, size), slotOf);
  }
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
  for (const row of await rows<Text & { id: number }>(
    sql`select tag_id as id, string_agg(product_id::text, ',') as ids from product_tags group by tag_id`,
  )) {
    setSlots(row.ids, bitsFor(byTag, row.id, size), slotOf);
  }
  await nextTurn();

  // A product is listed once per variant holding the value: the bit does not mind.
  const byValue = new Map<number, Bits>();
  const squareValues: number[] = [];
  for (const row of await rows<Text & { id: number }>(sql`
    select vav.value_id as id, string_agg(v.product_id::text, ',') as ids
    from variants v join variant_attribute_values vav on vav.variant_id = v.id
    where v.is_active group by vav.value_id`)) {
    setSlots(row.ids, bitsFor(byValue, row.id, size), slotOf);
    const value = ref.valueById.get(row.id);
    const attribute = value && ref.attributes.find((a) => a.id === value.attributeId);
    if (attribute?.displayType === 'Square') squareValues.push(row.id);
  }
  const { colourStart, colourValues } = colourTable(ref, size, byValue, squareValues);
  await nextTurn();

  const variesPrice = new Uint8Array(size);
  const [varies] = await rows<Text>(sql`
    select string_agg(distinct v.product_id::text, ',') as ids
    from variants v join products p on p.id = v.product_id
    where v.is_active and p.is_active and v.price_cents <> p.from_price_cents`);
  eachInt(varies?.ids, (id) => {
    const s = slotOf(id);
    if (s !== undefined) variesPrice[s] = 1;
  });

  const defaultVariant = new Int32Array(size);
  const [firsts] = await rows<Text>(sql`
    select string_agg(concat_ws(',', product_id, id), ',') as pairs from (
      select distinct on (v.product_id) v.product_id, v.id from variants v
      where v.is_active order by v.product_id, ${DEFAULT_VARIANT_ORDER}) x`);
  let pairProduct = 0;
  let pairField = 0;
  eachInt(firsts?.pairs, (n) => {
    if (pairField++ % 2 === 0) pairProduct = n;
    else {
      const s = slotOf(pairProduct);
      if (s !== undefined) defaultVariant[s] = n;
    }
  });

  const inStock = emptyBits(size);
  const [stocked] = await rows<Text>(sql`
    select string_agg(product_id::text, ',') as ids from (
      select distinct v.product_id
      from variants v join variant_stocks s on s.variant_id = v.id
      where v.is_active and s.quantity > 0
        and s.warehouse_id in (select id from warehouses where is_active)) x`);
  setSlots(stocked?.ids ?? null, inStock, slotOf);
  await nextTurn();

  const byPrice = new Map<string, Bits>();
  for (const range of PRICE_RANGES) {
    const bits = emptyBits(size);
    priceCents.forEach((p, s) => inPriceRange(p, range) && setBit(bits, s));
    byPrice.set(range.id, bits);
  }

  const photoIds = new Int32Array(size);
  const photoNames: string[] = new Array<string>(size).fill('');
  await eachFirstPhoto(rows, (productId, assetId, name) => {
    const s = slotOf(productId);
    if (s === undefined) return;
    photoIds[s] = assetId;
    photoNames[s] = name;
  });
  await nextTurn();

  const texts = new Map<string, { names: string[]; slugs: string[] }>();
  for (const culture of cultures) {
    const names = new Array<string>(size).fill('');
    const slugs = new Array<string>(size).fill('');
    const [row] = await rows<Text>(sql`
      select string_agg(product_id::text, ',' order by product_id) as ids,
        ${joinedTexts(sql`name`, sql`product_id`)} as names,
        ${joinedTexts(sql`slug`, sql`product_id`)} as slugs
      from product_texts where culture = ${culture}`);
    const [readNames, readSlugs] = [splitTexts(row?.names), splitTexts(row?.slugs)];
    let i = 0;
    eachInt(row?.ids, (id) => {
      const s = slotOf(id);
      if (s !== undefined) {
        names[s] = readNames[i]!;
        slugs[s] = readSlugs[i]!;
      }
      i += 1;
    });
    texts.set(culture, { names, slugs });
    await nextTurn();
  }

  const partial = { productIds, priceCents } as ListIndex;
  const slots = () => Int32Array.from({ length: size }, (_v, i) => i);
  const nameOrder = new Map<string, Int32Array>();
  for (const [culture, t] of texts) {
    // Intl collation, not the database's: "Écharpe" sorts with the E's in both engines.
    const collator = new Intl.Collator(`${culture}-BE`, { sensitivity: 'base', numeric: true });
    nameOrder.set(
      culture,
      slots().sort((a, b) => collator.compare(t.names[a]!, t.names[b]!) || a - b),
    );
    await nextTurn();
  }
  const newestRank = new Int32Array(size);
  newest.forEach((s, i) => (newestRank[s] = i));
  return {
    builtAt: Date.now(),
    version: 0,
    size,
    productIds,
    all: fullBits(size),
    brandOf,
    priceCents,
    variesPrice,
    defaultVariant,
    inStock,
    byCategory,
    byBrand,
    byTag,
    byValue,
    byPrice,
    colourStart,
    colourValues,
    texts,
    photoIds,
    photoNames,
    orders: {
      newest,
      priceAsc: slots().sort(priceComparator(partial, false)),
      priceDesc: slots().sort(priceComparator(partial, true)),
    },
    newestRank,
    nameOrder,
    ref,
    tiles: new Map(),
    searches: new Map(),
    responses: new Map(),
  };
}

/** Each slot's colour values, once each, in their attribute's value order. */
function colourTable(
  ref: ListReference,
  size: number,
  byValue: Map<number, Bits>,
  squareValues: number[],
): { colourStart: Int32Array; colourValues: Int32Array } {
  const position = (id: number) => {
    const value = ref.valueById.get(id);
    const attribute = value && ref.attributes.find((a) => a.id === value.attributeId);
    return attribute ? attribute.values.indexOf(id) : 0;
  };
  const ordered = squareValues
    .map((valueId) => ({ valueId, bits: byValue.get(valueId)!, at: position(valueId) }))
    .sort((a, b) => a.at - b.at);
  const colourStart = new Int32Array(size + 1);
  const has = (bits: Bits, s: number) => (bits[s >>> 5]! & (1 << (s & 31))) !== 0;
  for (let s = 0; s < size; s += 1) {
    let n = 0;
    for (const value of ordered) if (has(value.bits, s)) n += 1;
    colourStart[s + 1] = colourStart[s]! + n;
  }
  const colourValues = new Int32Array(colourStart[size]!);
  for (let s = 0, at = 0; s < size; s += 1) {
    for (const value of ordered) if (has(value.bits, s)) colourValues[at++] = value.valueId;
  }
  return { colourStart, colourValues };
}
