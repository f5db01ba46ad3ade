import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProductTile } from '../../../api/contract/catalog';
import type { CatalogListView } from '../../../api/contract/catalogList';
import type { ProductPage } from '../../../api/contract/product';
import { recordCatalogChange } from '../../../server/services/catalog/catalogChanges';
import { pollCatalogChanges } from '../../../server/services/catalog/catalogFeed';
import { listIndexIdle } from '../../../server/services/catalog/listIndexCache';
import { buildTestApp, engines } from '../../support/testServer';

const JSON_ACCEPT = { accept: 'application/json' };

/** Issue 16: a tile names the variant its product page opens on (the tile's wishlist heart). */
describe.each(engines)('tile default variant (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const rows = async <T>(query: string) =>
    ((await app.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const listPage = async (pageindex: number) => {
    const res = await app.inject({
      url: '/fr/catalog',
      query: { pageSize: '48', pageindex: String(pageindex) },
      headers: JSON_ACCEPT,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as CatalogListView;
  };
  const tileOf = async (productId: number): Promise<ProductTile> => {
    for (let page = 1; ; page += 1) {
      const view = await listPage(page);
      const tile = view.Products.find((t) => t.ProductId === productId);
      if (tile) return tile;
      if (page >= view.Paging.TotalPages) throw new Error(`no tile for product ${productId}`);
    }
  };
  const pageVariant = async (url: string) => {
    const res = await app.inject({ url, headers: JSON_ACCEPT });
    expect(res.statusCode).toBe(200);
    return (res.json() as ProductPage).ProductVariantViewModel.ProductVariantId;
  };
  const catalogChanged = async () => {
    await recordCatalogChange(app.db, 'catalog');
    await pollCatalogChanges(app.db, app.site.cultures);
    await listIndexIdle(app.db);
  };

  it('is the product page’s default variant on every tile of a page', async () => {
    const { Products } = await listPage(1);
    expect(Products.length).toBeGreaterThan(3);
    for (const tile of Products.slice(0, 6)) {
      expect(tile.DefaultVariantId).toBe(await pageVariant(tile.Url));
    }
  });

  it('follows a catalog change that deactivates the default variant', async () => {
    const [product] = await rows<{ id: number }>(`
      select v.product_id as id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active group by v.product_id having count(*) > 1
      order by v.product_id limit 1`);
    const tile = await tileOf(product!.id);
    const first = await pageVariant(tile.Url);
    expect(tile.DefaultVariantId).toBe(first);
    await app.db.execute(sql.raw(`update variants set is_active = false where id = ${first}`));
    try {
      await catalogChanged();
      const next = await pageVariant(tile.Url);
      expect(next).not.toBe(first);
      expect((await tileOf(product!.id)).DefaultVariantId).toBe(next);
    } finally {
      await app.db.execute(sql.raw(`update variants set is_active = true where id = ${first}`));
      await catalogChanged();
    }
  });
});
