/** The product page's widgets: C1 stock by warehouse, C3 photo gallery, C4 degressive prices. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type {
  DegressivePrice,
  PhotosGallery,
  StockByWarehouse,
} from '../../../api/contract/product';
import { buildTestApp, engines } from '../../support/testServer';
import { json, one, rows, sizedVariant } from '../support/productFixtures';

describe.each(engines)('product widgets (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });
  const get = (url: string, query: Record<string, string>) =>
    app.inject({ url, query, headers: json });

  describe('C1 stock by warehouse', () => {
    const stock = (query: Record<string, string>) => get('/widget/catalog/StockByWarehouse', query);

    it('lists the warehouses holding the variant, or every active one', async () => {
      const v = await one<{ product_id: number; id: number }>(
        app,
        `select v.product_id, v.id from variants v join products p on p.id = v.product_id and p.is_active
         where v.is_active and (select count(*) from variant_stocks s where s.variant_id = v.id and s.quantity > 0) between 1 and 2
         order by v.id limit 1`,
      );
      const held = await rows<{ warehouse_id: number; quantity: number }>(
        app,
        `select warehouse_id, quantity from variant_stocks where variant_id = ${v.id} and quantity > 0 order by warehouse_id`,
      );
      const ids = { productId: String(v.product_id), productVariantId: String(v.id) };
      const some: StockByWarehouse = (await stock({ ...ids, culture: 'fr' })).json();
      expect(some.Warehouses.map((w) => [w.WarehouseId, w.Quantity])).toEqual(
        held.map((h) => [h.warehouse_id, h.quantity]),
      );
      expect(some.TotalQuantity).toBe(held.reduce((s, h) => s + h.quantity, 0));
      const all: StockByWarehouse = (
        await stock({ ...ids, displayAllActiveWarehouses: 'true', culture: 'nl' })
      ).json();
      expect(all.Warehouses).toHaveLength(3);
      expect(all.Warehouses[0]).toMatchObject({ Name: 'Brussel – Anderlecht', City: 'Anderlecht' });
      const empty = all.Warehouses.find((w) => w.Quantity === 0)!;
      expect(empty).toMatchObject({ InStock: false, AvailabilityText: 'Uitverkocht' });
    });

    it('answers 404 for a variant that is not the product’s and 400 for malformed ids', async () => {
      const v = await sizedVariant(app);
      const other = await one<{ id: number }>(
        app,
        `select id from products where is_active and id <> ${v.product_id} limit 1`,
      );
      const wrong = await stock({ productId: String(other.id), productVariantId: String(v.id) });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe(
        'Cette variante du produit n’existe pas ou n’est plus disponible.',
      );
      expect((await stock({ productId: '1', productVariantId: '9999999' })).statusCode).toBe(404);
      expect((await stock({ productId: 'x', productVariantId: '1' })).statusCode).toBe(400);
      expect((await stock({ productId: '1' })).statusCode).toBe(400);
      expect(
        (
          await stock({
            productId: '1',
            productVariantId: '1',
            displayAllActiveWarehouses: 'maybe',
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('C3 photo gallery', () => {
    const gallery = (query: Record<string, string>) =>
      get('/widget/catalog/ProductPhotosGallery', query);

    it('shows the variant’s colour first, then the shared pictures; the product’s without a variant', async () => {
      const v = await sizedVariant(app);
      const byVariant: PhotosGallery = (
        await gallery({ productId: String(v.product_id), productVariantId: String(v.id) })
      ).json();
      const colourPhotos = await rows<{ asset_id: number }>(
        app,
        `select asset_id from product_photos where product_id = ${v.product_id} and attribute_value_id = ${v.colour} order by position`,
      );
      const shared = await rows<{ asset_id: number }>(
        app,
        `select asset_id from product_photos where product_id = ${v.product_id} and attribute_value_id is null and variant_id is null order by position`,
      );
      expect(byVariant.Photos.map((p) => p.AssetId)).toEqual(
        [...colourPhotos, ...shared].map((p) => p.asset_id),
      );
      expect(byVariant.Photos[0]).toMatchObject({
        Width: expect.any(Number),
        Height: expect.any(Number),
        Alt: expect.stringContaining(' – '),
      });
      const all: PhotosGallery = (await gallery({ productId: String(v.product_id) })).json();
      const count = await one<{ n: number }>(
        app,
        `select count(*)::int n from product_photos where product_id = ${v.product_id}`,
      );
      expect(all.Photos).toHaveLength(count.n);
      expect(all.ProductVariantId).toBeNull();
    });

    it('carries the 360 frame set of products that have one', async () => {
      const set = await one<{ id: number; product_id: number; frames_count: number }>(
        app,
        `select f.id, f.product_id, f.frames_count from product_frame_sets f
         join products p on p.id = f.product_id and p.is_active order by f.id limit 1`,
      );
      const body: PhotosGallery = (await gallery({ productId: String(set.product_id) })).json();
      expect(body.FrameSet).toEqual({
        FrameSetId: set.id,
        FramesCount: set.frames_count,
        Width: expect.any(Number),
        Height: expect.any(Number),
      });
    });

    it('answers 404 for unknown ids and a variant of another product, 400 when malformed', async () => {
      const v = await sizedVariant(app);
      expect((await gallery({ productId: '9999999' })).statusCode).toBe(404);
      const other = await one<{ id: number }>(
        app,
        `select id from variants where product_id <> ${v.product_id} limit 1`,
      );
      const res = await gallery({
        productId: String(v.product_id),
        productVariantId: String(other.id),
      });
      expect(res.statusCode).toBe(404);
      expect((await gallery({ productId: '-3' })).statusCode).toBe(400);
      expect((await gallery({})).statusCode).toBe(400);
    });
  });

  describe('C4 degressive prices', () => {
    const prices = (query: Record<string, string>) => get('/widget/catalog/DegressivePrice', query);

    it('lists the base price then each tier with its saving', async () => {
      const v = await one<{ id: number; price_cents: number }>(
        app,
        `select v.id, v.price_cents from variants v join products p on p.id = v.product_id and p.is_active
         where v.is_active and exists (select 1 from price_tiers t where t.variant_id = v.id) order by v.id limit 1`,
      );
      const tiers = await rows<{ min_quantity: number; unit_price_cents: number }>(
        app,
        `select min_quantity, unit_price_cents from price_tiers where variant_id = ${v.id} order by min_quantity`,
      );
      const body: DegressivePrice = (
        await prices({ productVariantId: String(v.id), culture: 'fr' })
      ).json();
      expect(body.Tiers.map((t) => t.FromQuantity)).toEqual([
        1,
        ...tiers.map((t) => t.min_quantity),
      ]);
      expect(body.Tiers[0]).toMatchObject({
        UnitPriceTaxIncl: v.price_cents / 100,
        SavingPercent: 0,
      });
      const last = tiers.at(-1)!;
      expect(body.Tiers.at(-1)).toMatchObject({
        UnitPriceTaxIncl: last.unit_price_cents / 100,
        SavingPercent: Math.round((1 - last.unit_price_cents / v.price_cents) * 100),
        UnitPriceHtml: expect.stringMatching(/€$/),
      });
    });

    it('is empty for a single price; 404 unknown, 400 malformed', async () => {
      const v = await one<{ id: number }>(
        app,
        `select v.id from variants v join products p on p.id = v.product_id and p.is_active
         where v.is_active and not exists (select 1 from price_tiers t where t.variant_id = v.id) order by v.id limit 1`,
      );
      const body: DegressivePrice = (await prices({ productVariantId: String(v.id) })).json();
      expect(body.Tiers).toEqual([]);
      const unknown = await prices({ productVariantId: '9999999', culture: 'nl' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(
        'Deze variant van het product bestaat niet of is niet meer beschikbaar.',
      );
      expect((await prices({ productVariantId: '1.5' })).statusCode).toBe(400);
      expect((await prices({ productVariantId: '1', extra: '1' })).statusCode).toBe(400);
    });
  });
});
