import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PRICE_RANGES } from '../../../rules/catalogList';
import { hasBit } from '../../../server/services/catalog/listBits';
import {
  buildListIndex,
  coloursOf,
  slotOfProduct,
  type ListIndex,
} from '../../../server/services/catalog/listIndex';
import { eachInt } from '../../../server/services/catalog/listIndexRows';
import { buildTestApp, engines } from '../../support/testServer';

/**
 * The list index reads aggregated text (listIndexRows.ts). Here every field of it is checked
 * against the catalog read row by row, the plain way, on both engines.
 */
describe.each(engines)('list index build (%s)', (engine) => {
  let app: FastifyInstance;
  let index: ListIndex;
  const rows = async <T>(query: string) =>
    ((await app.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const idsOf = (bits: Uint32Array) =>
    [...index.productIds].filter((_id, slot) => hasBit(bits, slot)).sort((a, b) => a - b);
  const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

  beforeAll(async () => {
    app = await buildTestApp(engine);
    // A product with two currencies' worth of edge cases: no photo, no stock, no brand.
    index = await buildListIndex(app.db, app.site.cultures);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('holds every active product once, by id, with its brand, price and currency', async () => {
    const products = await rows<{ id: number; brand: number | null; price: number }>(
      'select id, brand_id as brand, from_price_cents as price from products where is_active order by id',
    );
    expect(products.length).toBeGreaterThan(100);
    expect(index.size).toBe(products.length);
    expect([...index.productIds]).toEqual(products.map((p) => p.id));
    products.forEach((p, slot) => {
      expect(slotOfProduct(index, p.id)).toBe(slot);
      expect(index.brandOf[slot]).toBe(p.brand ?? 0);
      expect(index.priceCents[slot]).toBe(p.price);
    });
    expect(slotOfProduct(index, 0)).toBeUndefined();
    expect(slotOfProduct(index, products.at(-1)!.id + 1)).toBeUndefined();
  });

  it('sets category (with descendants), tag, value, stock and price bits as the rows say', async () => {
    const active = new Set(index.productIds);
    const links = await rows<{ c: number; p: number }>(
      'select category_id as c, product_id as p from product_categories',
    );
    const parents = await rows<{ id: number; parent: number | null }>(
      'select id, parent_id as parent from categories',
    );
    const ancestors = (id: number): number[] => {
      const parent = parents.find((c) => c.id === id)?.parent;
      return parent ? [id, ...ancestors(parent)] : [id];
    };
    for (const category of parents) {
      const expected = links
        .filter((l) => active.has(l.p) && ancestors(l.c).includes(category.id))
        .map((l) => l.p);
      expect(idsOf(index.byCategory.get(category.id)!)).toEqual(sorted(expected));
    }
    const tags = await rows<{ t: number; p: number }>(
      'select tag_id as t, product_id as p from product_tags',
    );
    for (const [tag, bits] of index.byTag) {
      const expected = tags.filter((l) => l.t === tag && active.has(l.p)).map((l) => l.p);
      expect(idsOf(bits)).toEqual(sorted(expected));
    }
    const values = await rows<{ v: number; p: number }>(
      'select vav.value_id as v, v.product_id as p from variant_attribute_values vav join variants v on v.id = vav.variant_id where v.is_active',
    );
    expect(index.byValue.size).toBe(new Set(values.map((r) => r.v)).size);
    for (const [value, bits] of index.byValue) {
      const expected = values.filter((r) => r.v === value && active.has(r.p)).map((r) => r.p);
      expect(idsOf(bits)).toEqual(sorted(expected));
    }
    const stocked = await rows<{ p: number }>(
      'select v.product_id as p from variant_stocks s join variants v on v.id = s.variant_id join warehouses w on w.id = s.warehouse_id where v.is_active and w.is_active and s.quantity > 0',
    );
    expect(idsOf(index.inStock)).toEqual(
      sorted(stocked.map((r) => r.p).filter((p) => active.has(p))),
    );
    expect(idsOf(index.inStock).length).toBeLessThan(index.size + 1);
    const varies = await rows<{ p: number }>(
      'select v.product_id as p from variants v join products p on p.id = v.product_id where v.is_active and v.price_cents <> p.from_price_cents',
    );
    const varying = new Set(varies.map((r) => r.p));
    index.productIds.forEach((id, slot) =>
      expect(index.variesPrice[slot]).toBe(varying.has(id) ? 1 : 0),
    );
    for (const range of PRICE_RANGES) {
      const expected = [...index.productIds].filter((_id, slot) => {
        const p = index.priceCents[slot]!;
        return p >= range.min && (range.max === null || p < range.max);
      });
      expect(idsOf(index.byPrice.get(range.id)!)).toEqual(expected);
    }
  });

  it('keeps each product’s colours, first photo, names and slugs', async () => {
    const square = await rows<{ p: number; v: number; at: number }>(`
      select distinct v.product_id as p, av.id as v, av.position as at, av.id as tie
      from variant_attribute_values vav join variants v on v.id = vav.variant_id
      join attribute_values av on av.id = vav.value_id join attributes a on a.id = av.attribute_id
      where v.is_active and a.display_type = 'Square' order by p, at, tie`);
    expect(square.length).toBeGreaterThan(0);
    index.productIds.forEach((id, slot) =>
      expect([...coloursOf(index, slot)]).toEqual(square.filter((r) => r.p === id).map((r) => r.v)),
    );
    const photos = await rows<{ p: number; id: number; name: string }>(`
      select distinct on (ph.product_id) ph.product_id as p, a.id, a.name
      from product_photos ph join assets a on a.id = ph.asset_id
      where ph.variant_id is null order by ph.product_id, ph.position, ph.id`);
    index.productIds.forEach((id, slot) => {
      const photo = photos.find((r) => r.p === id);
      expect(index.photoIds[slot]).toBe(photo?.id ?? 0);
      expect(index.photoNames[slot]).toBe(photo?.name ?? '');
    });
    const texts = await rows<{ p: number; culture: string; name: string; slug: string }>(
      'select product_id as p, culture, name, slug from product_texts',
    );
    for (const culture of app.site.cultures) {
      index.productIds.forEach((id, slot) => {
        const text = texts.find((r) => r.p === id && r.culture === culture);
        expect(index.texts.get(culture)!.names[slot]).toBe(text?.name ?? '');
        expect(index.texts.get(culture)!.slugs[slot]).toBe(text?.slug ?? '');
      });
    }
  });

  it('orders slots newest first, by price both ways and by name per culture', async () => {
    const newest = await rows<{ id: number }>(
      'select id from products where is_active order by created_at desc, id desc',
    );
    expect([...index.orders.newest].map((s) => index.productIds[s])).toEqual(
      newest.map((r) => r.id),
    );
    index.orders.newest.forEach((slot, rank) => expect(index.newestRank[slot]).toBe(rank));
    const byPrice = (dir: 'asc' | 'desc') =>
      rows<{ id: number }>(
        `select id from products where is_active order by from_price_cents ${dir}, id asc`,
      );
    expect([...index.orders.priceAsc].map((s) => index.productIds[s])).toEqual(
      (await byPrice('asc')).map((r) => r.id),
    );
    expect([...index.orders.priceDesc].map((s) => index.productIds[s])).toEqual(
      (await byPrice('desc')).map((r) => r.id),
    );
    for (const culture of app.site.cultures) {
      const collator = new Intl.Collator(`${culture}-BE`, { sensitivity: 'base', numeric: true });
      const names = index.texts.get(culture)!.names;
      const order = [...index.nameOrder.get(culture)!];
      for (let i = 1; i < order.length; i += 1) {
        const [a, b] = [order[i - 1]!, order[i]!];
        expect(collator.compare(names[a]!, names[b]!) || a - b).toBeLessThan(0);
      }
    }
  });
});

describe('eachInt', () => {
  it('reads every integer of an aggregated text, whatever separates them', () => {
    const seen: number[] = [];
    eachInt('12,0;-7,,300', (n) => seen.push(n));
    expect(seen).toEqual([12, 0, -7, 300]);
    eachInt(null, (n) => seen.push(n));
    eachInt('', (n) => seen.push(n));
    expect(seen).toHaveLength(4);
  });
});
