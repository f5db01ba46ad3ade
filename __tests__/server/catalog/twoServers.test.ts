/**
 * Two real app servers over one PostgreSQL database (a database of its own on the jest cluster),
 * as behind a load balancer. The last unit of a product is sold through server A; server B's list
 * and product page say it is out of stock within a second, without B being told anything but
 * what the database holds (catalog_changes, polled by its feed). A session started on A is valid
 * on B: sessions live in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ProductTile } from '../../../api/contract/catalog';
import type { CatalogListView } from '../../../api/contract/catalogList';
import { ensureSeeded } from '../../../server/seed';
import { recordCatalogChange } from '../../../server/services/catalog/catalogChanges';
import { startCatalogFeed } from '../../../server/services/catalog/catalogFeed';
import { listIndex } from '../../../server/services/catalog/listIndexCache';
import { hasBit } from '../../../server/services/catalog/listBits';
import { slotOfProduct } from '../../../server/services/catalog/listIndex';
import { spawnServer, type RunningServer } from '../../../tools/spawnServer';
import { buildTestApp, staticFixture } from '../../support/testServer';
import {
  Browser,
  freePort,
  freshPgDatabase,
  openTarget,
  readyToOrder,
  rows,
  sleep,
} from '../faults/faultSupport';

const JSON_ACCEPT = { accept: 'application/json' };
const FIRST_PAGE = '/fr/catalog?pageSize=24';

async function ready(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`${base} never became ready`);
}

// PostgreSQL is what two servers share; jest's global setup starts it wherever initdb exists.
if (process.env.DATABASE_URL)
  describe('two app servers, one PostgreSQL', () => {
    let database: { url: string; drop(): Promise<void> };
    const servers: RunningServer[] = [];
    const bases: string[] = [];
    let product: { id: number; slug: string; variantId: number };
    let methodId: number;
    let countryId: number;

    beforeAll(async () => {
      database = await freshPgDatabase('two');
      const target = { engine: 'postgres' as const, url: database.url };
      const db = await openTarget(target);
      try {
        await ensureSeeded(db.db);
        // The newest product with plain quantity rules and stock: on the first list page.
        const [found] = await rows<{ id: number; slug: string; variant: number }>(
          db,
          `select p.id, t.slug, min(v.id) as variant
         from products p join product_texts t on t.product_id = p.id and t.culture = 'fr'
         join variants v on v.product_id = p.id and v.is_active
         where p.is_active and p.min_quantity = 1 and p.quantity_step = 1 and p.max_quantity is null
           and not exists (select 1 from price_tiers x join variants y on y.id = x.variant_id where y.product_id = p.id)
         group by p.id, t.slug, p.created_at order by p.created_at desc, p.id desc limit 1`,
        );
        product = { id: found!.id, slug: found!.slug, variantId: Number(found!.variant) };
        // One unit left, in one warehouse, of one variant.
        await rows(
          db,
          `delete from variant_stocks where variant_id in (select id from variants where product_id = ${product.id})`,
        );
        await rows(
          db,
          `insert into variant_stocks (variant_id, warehouse_id, quantity)
         select ${product.variantId}, id, 1 from warehouses where is_active order by position, id limit 1`,
        );
        methodId = (
          await rows<{ id: number }>(
            db,
            "select id from shipping_methods where code = 'bpost-home'",
          )
        )[0]!.id;
        countryId = (
          await rows<{ id: number }>(db, "select id from countries where code = 'BE'")
        )[0]!.id;
      } finally {
        await db.close();
      }
      for (let i = 0; i < 2; i += 1) {
        const port = await freePort();
        servers.push(
          await spawnServer({
            PORT: String(port),
            DATABASE_URL: database.url,
            STATIC_DIR: staticFixture(),
            LOG_LEVEL: 'warn',
          }),
        );
        bases.push(`http://127.0.0.1:${port}`);
      }
      await Promise.all(bases.map(ready));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await database?.drop();
    });

    const tileOn = async (base: string): Promise<ProductTile | undefined> => {
      const res = await fetch(`${base}${FIRST_PAGE}`, { headers: JSON_ACCEPT });
      expect(res.status).toBe(200);
      const view = (await res.json()) as CatalogListView;
      return view.Products.find((p) => p.ProductId === product.id);
    };
    const pageStock = async (base: string): Promise<boolean> => {
      const res = await fetch(`${base}/fr/catalog/product/${product.slug}`, {
        headers: JSON_ACCEPT,
      });
      expect(res.status).toBe(200);
      const page = (await res.json()) as {
        ProductVariantViewModel: { Stock: { InStock: boolean } } | null;
      };
      return page.ProductVariantViewModel!.Stock.InStock;
    };

    it('sells the last unit on A; B lists it out of stock within a second; A’s session works on B', async () => {
      const [a, b] = bases as [string, string];
      expect((await tileOn(a))?.InStock).toBe(true);
      expect((await tileOn(b))?.InStock).toBe(true);
      expect(await pageStock(b)).toBe(true);

      const shopper = new Browser(a);
      const body = await readyToOrder(
        shopper,
        { email: 'demo@vitrine.test' },
        [{ variantId: product.variantId, quantity: 1 }],
        { methodId, countryId },
      );
      const order = await shopper.post('/api/v1/checkout/orders', body);
      expect(order.status).toBe(201);
      const soldAt = Date.now();

      // A answers after its own feed applied the sale.
      expect((await tileOn(a))?.InStock).toBe(false);
      let seenAfter = -1;
      while (Date.now() - soldAt < 3000) {
        const tile = await tileOn(b);
        if (tile && !tile.InStock && !(await pageStock(b))) {
          seenAfter = Date.now() - soldAt;
          break;
        }
        await sleep(25);
      }
      expect(seenAfter).toBeGreaterThanOrEqual(0);
      expect(seenAfter).toBeLessThanOrEqual(1000);

      // The session cookie A set opens the customer's order on B.
      const number = order.json<{ OrderNumber: string }>().OrderNumber;
      const onB = shopper.on(b);
      const confirmation = await onB.get(`/api/v1/sales/orders/${number}?culture=fr`);
      expect(confirmation.status).toBe(200);
      expect(confirmation.json<{ OrderNumber: string }>().OrderNumber).toBe(number);
      // Without it, B refuses.
      expect((await new Browser(b).get(`/api/v1/sales/orders/${number}?culture=fr`)).status).toBe(
        401,
      );
    });
  });

describe('the change feed on PGlite (one process, the same path)', () => {
  it('applies a notice within a poll, without being asked', async () => {
    const app = await buildTestApp('pglite');
    const stop = startCatalogFeed(app.db, app.site.cultures, (error) => {
      throw error;
    });
    try {
      const index = await listIndex(app.db, app.site.cultures);
      const [row] = (
        (await app.db.execute(
          sql`select v.product_id as id from variant_stocks s join variants v on v.id = s.variant_id where s.quantity > 0 order by v.product_id limit 1`,
        )) as unknown as { rows: { id: number }[] }
      ).rows;
      const slot = slotOfProduct(index, row!.id)!;
      expect(hasBit(index.inStock, slot)).toBe(true);
      await app.db.transaction(async (tx) => {
        await tx.execute(
          sql`update variant_stocks set quantity = 0 where variant_id in (select id from variants where product_id = ${row!.id})`,
        );
        await recordCatalogChange(tx, 'stock', [row!.id]);
      });
      const written = Date.now();
      while (hasBit(index.inStock, slot) && Date.now() - written < 3000) await sleep(20);
      expect(hasBit(index.inStock, slot)).toBe(false);
      expect(Date.now() - written).toBeLessThan(1000);
    } finally {
      await stop();
      await app.close();
    }
  });
});
