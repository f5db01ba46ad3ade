/**
 * The wishlist page (issue 16) through the real app on each engine: W13 (lists, the first one
 * selected, a list's items with label, SKU, links, price and buyers; the app document for a
 * browser, a visitor included; 401 for a visitor's JSON call), the edits W1, W3, W5, W6, W2, W9,
 * W10, and another customer's list or item answering the same 404 as a missing one, each call.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, stockedVariant, type Call } from '../support/cartFixtures';
import { newCustomer } from '../support/checkoutFixtures';
import { exec, one, rows } from '../support/productFixtures';

const API = '/api/v1/catalog/wishlist';
const PAGE = '/fr/catalog/wishlist/list';
const ITEMS = '/fr/catalog/wishlist/list_item';
const json = { accept: 'application/json' };

describe.each(engines)('wishlist page and edits (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let variants: number[];
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    // Slots 410-412: this file's own variants (test files share one PostgreSQL database).
    variants = [];
    for (let slot = 410; slot < 413; slot += 1) {
      variants.push((await stockedVariant(app, 20, slot)).id);
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  /** A customer with a wishlist of variants 0 and 1 and a birth list of variant 1. */
  async function customerWithLists() {
    const customer = await newCustomer(app);
    const add = async (variant: number, Kind: string, Quantity = 1) =>
      (
        await call('POST', `${API}/addproductvariant`, {
          sid: customer.sid,
          body: { ProductVariantId: variant, Kind, Quantity },
        })
      ).json() as { WishlistId: number; WishlistProductId: number };
    const a = await add(variants[0]!, 'wishlist', 2);
    const b = await add(variants[1]!, 'wishlist');
    const c = await add(variants[1]!, 'birthlist', 3);
    return { ...customer, wishlist: a.WishlistId, birthlist: c.WishlistId, items: [a, b, c] };
  }
  const quantityOf = async (itemId: number) =>
    (await one<{ q: number }>(app, `select quantity as q from wishlist_items where id = ${itemId}`))
      .q;

  it('W13 lists the customer’s lists, the first selected when Id is absent', async () => {
    const c = await customerWithLists();
    const page = await call('GET', PAGE, { sid: c.sid, ...json });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      Lists: [
        {
          Id: c.wishlist,
          Name: 'Ma liste de souhaits',
          Kind: 'wishlist',
          ItemsCount: 2,
          Url: `/fr/catalog/wishlist/list?Id=${c.wishlist}`,
        },
        {
          Id: c.birthlist,
          Name: 'Ma liste de naissance',
          Kind: 'birthlist',
          ItemsCount: 1,
          Url: `/fr/catalog/wishlist/list?Id=${c.birthlist}`,
        },
      ],
      SelectedId: c.wishlist,
    });
    const chosen = await call('GET', `${PAGE}?Id=${c.birthlist}`, { sid: c.sid, ...json });
    expect(chosen.json().SelectedId).toBe(c.birthlist);
  });

  it('W13 items: name, label, SKU, links, the price in the cart currency, buyers', async () => {
    const c = await customerWithLists();
    const variant = await one<{ sku: string; price_cents: number }>(
      app,
      `select sku, price_cents from variants where id = ${variants[1]}`,
    );
    // A paid order (written directly) bought 2 for the birth list: one buyer named, one not.
    const order = await one<{ id: number }>(
      app,
      `insert into orders (number, culture, currency_code, rate_micro, items_cents, vat_cents,
         total_cents, billing_address, shipping_address, status, payment_provider,
         payment_reference)
       values ('WL-${Date.now() % 1e9}-${Math.floor(Math.random() * 1e6)}', 'fr', 'EUR', 1000000,
         100, 17, 100, '{}', '{}', 'paid', 'sandbox', 'wl') returning id`,
    );
    await exec(
      app,
      `insert into wishlist_purchases (wishlist_item_id, order_id, quantity, buyer_name)
       values (${c.items[2]!.WishlistProductId}, ${order.id}, 1, 'Mamie'),
              (${c.items[2]!.WishlistProductId}, ${order.id}, 1, null)`,
    );
    const res = await call('GET', `${ITEMS}?wishlistid=${c.birthlist}`, { sid: c.sid, ...json });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      Id: c.birthlist,
      Name: 'Ma liste de naissance',
      Description: '',
      Kind: 'birthlist',
      Url: `/fr/catalog/wishlist/list?Id=${c.birthlist}`,
      ShareUrl: null,
    });
    expect(detail.Items).toEqual([
      {
        Id: c.items[2]!.WishlistProductId,
        ProductVariantId: variants[1],
        ProductId: expect.any(Number),
        Name: expect.any(String),
        VariantLabel: expect.any(String),
        SKU: variant.sku,
        Url: expect.stringMatching(/^\/fr\/catalog\/product\//),
        PhotoUrl: expect.stringMatching(/^\/media\/catalog\/\d+\//),
        UnitPriceHtml: expect.stringContaining('€'),
        Quantity: 3,
        Purchased: 0,
        Buyers: [
          { Name: 'Mamie', Quantity: 1 },
          { Name: null, Quantity: 1 },
        ],
        Available: true,
      },
    ]);
    const euros = (variant.price_cents / 100).toFixed(2).replace('.', ',');
    expect(detail.Items[0].UnitPriceHtml.replace(/\s/g, ' ')).toContain(euros);
    await exec(
      app,
      `update wishlists set share_token = '${'a'.repeat(43)}' where id = ${c.birthlist}`,
    );
    const shared = await call('GET', `${ITEMS}?wishlistid=${c.birthlist}`, { sid: c.sid, ...json });
    expect(shared.json().ShareUrl).toBe(`/fr/catalog/wishlist/shared/${'a'.repeat(43)}`);
  });

  it('W13 gives a browser the app document (a visitor too); a visitor’s JSON call is a 401', async () => {
    for (const url of [PAGE, `${ITEMS}?wishlistid=1`]) {
      const html = await call('GET', url, { accept: 'text/html' });
      expect([html.statusCode, html.headers['content-type']]).toEqual([
        200,
        expect.stringMatching(/text\/html/),
      ]);
      const visitor = await call('GET', url, json);
      expect(visitor.statusCode).toBe(401);
    }
  });

  it('W3 keeps a whole quantity; 0, -1, abc and 1.5 are translated 400s that change nothing', async () => {
    const c = await customerWithLists();
    const item = c.items[0]!.WishlistProductId;
    const update = (Quantity: string, lang = 'fr') =>
      call('POST', `${API}/updatequantity?Id=${item}&Quantity=${encodeURIComponent(Quantity)}`, {
        sid: c.sid,
        lang,
      });
    const ok = await update('5');
    expect(ok.json()).toEqual({ Id: item, Quantity: 5, Message: 'La quantité a été mise à jour.' });
    for (const bad of ['0', '-1', 'abc', '1.5']) {
      const fr = await update(bad);
      expect([fr.statusCode, fr.json()]).toEqual([
        400,
        { message: 'La quantité doit être un nombre entier de 1 à 999.', field: 'Quantity' },
      ]);
      const nl = await update(bad, 'nl');
      expect(nl.json().message).toBe('Het aantal moet een geheel getal van 1 tot 999 zijn.');
      expect(await quantityOf(item)).toBe(5);
    }
  });

  it('W5 renames (trimmed; blank refused in fr and nl), W6 describes', async () => {
    const c = await customerWithLists();
    const rename = (Name: string, lang = 'fr') =>
      call('POST', `${API}/updatename?Id=${c.wishlist}&Name=${encodeURIComponent(Name)}`, {
        sid: c.sid,
        lang,
      });
    expect((await rename('  Noël  ')).json()).toEqual({
      Message: 'La liste s’appelle désormais « Noël ».',
    });
    const blank = await rename('  ');
    expect([blank.statusCode, blank.json()]).toEqual([
      400,
      { message: 'Le nom de la liste est obligatoire.', field: 'Name' },
    ]);
    expect((await rename('', 'nl')).json().message).toBe('De naam van de lijst is verplicht.');
    const described = await call(
      'POST',
      `${API}/updatedescription?Id=${c.wishlist}&Description=${encodeURIComponent('Pour décembre')}`,
      { sid: c.sid },
    );
    expect(described.json()).toEqual({ Message: 'La description a été enregistrée.' });
    expect(
      await rows(app, `select name, description from wishlists where id = ${c.wishlist}`),
    ).toEqual([{ name: 'Noël', description: 'Pour décembre' }]);
  });

  it('W1 removes an item; W10 a variant from one list; W9 from every list', async () => {
    const c = await customerWithLists();
    const count = async () =>
      (await call('GET', `${API}/products/count`, { sid: c.sid })).json().Count;
    expect(await count()).toBe(3);
    const w1 = await call('DELETE', `${API}/deletefromlist?Id=${c.items[0]!.WishlistProductId}`, {
      sid: c.sid,
    });
    expect(w1.json()).toEqual({ Message: 'L’article a été retiré de la liste.' });
    expect(await count()).toBe(2);
    const w10 = await call('DELETE', `${API}/deletefromlist/${variants[1]}/${c.birthlist}`, {
      sid: c.sid,
    });
    expect(w10.statusCode).toBe(200);
    expect(await count()).toBe(1);
    const w9 = await call('DELETE', `${API}/deletefromalllist/${variants[1]}`, { sid: c.sid });
    expect(w9.json()).toEqual({ Message: 'L’article a été retiré de toutes vos listes.' });
    expect(await count()).toBe(0);
    const again = await call('DELETE', `${API}/deletefromalllist/${variants[1]}`, { sid: c.sid });
    expect(again.statusCode).toBe(404);
  });

  it('W2 goes to the next list, then to the page without Id when the last is deleted', async () => {
    const c = await customerWithLists();
    const del = (Id: number) => call('POST', `${API}/delete`, { sid: c.sid, body: { Id } });
    const first = await del(c.wishlist);
    expect(first.json()).toEqual({
      Uri: `/fr/catalog/wishlist/list?Id=${c.birthlist}`,
      Message: 'La liste « Ma liste de souhaits » a été supprimée.',
    });
    const last = await del(c.birthlist);
    expect(last.json().Uri).toBe('/fr/catalog/wishlist/list');
    expect((await call('GET', `${API}/products/count`, { sid: c.sid })).json()).toEqual({
      Count: 0,
    });
    const page = await call('GET', PAGE, { sid: c.sid, ...json });
    expect(page.json()).toEqual({ Lists: [], SelectedId: null });
  });

  it('another customer’s list or item is the same 404 as a missing one, on every call', async () => {
    const owner = await customerWithLists();
    const other = await newCustomer(app);
    const item = owner.items[0]!.WishlistProductId;
    const list = owner.wishlist;
    const attempts: [string, string, unknown?][] = [
      ['GET', `${PAGE}?Id=${list}`],
      ['GET', `${ITEMS}?wishlistid=${list}`],
      ['DELETE', `${API}/deletefromlist?Id=${item}`],
      ['POST', `${API}/updatequantity?Id=${item}&Quantity=2`],
      ['POST', `${API}/updatename?Id=${list}&Name=x`],
      ['POST', `${API}/updatedescription?Id=${list}&Description=x`],
      ['POST', `${API}/delete`, { Id: list }],
      ['DELETE', `${API}/deletefromlist/${variants[0]}/${list}`],
      ['DELETE', `${API}/deletefromalllist/${variants[0]}`],
      ['POST', `${API}/addproductvariant`, { ProductVariantId: variants[2], WishlistId: list }],
      [
        'POST',
        '/api/v1/catalog/products/addwishlisttocart',
        { WishlistId: list, Items: [{ variantId: variants[0], qty: 1 }] },
      ],
      [
        'POST',
        '/fr/catalog/wishlist/popup',
        { ProductVariantId: variants[2], Kind: 'wishlist', Quantity: 1, WishlistId: list },
      ],
    ];
    const before = await rows(
      app,
      `select i.id, i.quantity, w.name, w.description from wishlist_items i
       join wishlists w on w.id = i.wishlist_id where w.customer_id = ${owner.id} order by i.id`,
    );
    for (const [method, url, body] of attempts) {
      const res = await call(method as 'GET', url, { sid: other.sid, body, ...json });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      expect(typeof res.json().message).toBe('string');
    }
    expect(
      await rows(
        app,
        `select i.id, i.quantity, w.name, w.description from wishlist_items i
         join wishlists w on w.id = i.wishlist_id where w.customer_id = ${owner.id} order by i.id`,
      ),
    ).toEqual(before);
  });
});
