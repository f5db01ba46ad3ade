/** K1 cart, K2 quantity, K3 delete, K13 clear product, K12 widget: through the real server. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../../rules/money';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import {
  addToCart,
  anonymousSid,
  caller,
  setStock,
  stockedVariant,
  storedCart,
  type Call,
} from '../support/cartFixtures';
import { one } from '../support/productFixtures';

describe.each(engines)('cart K1-K3, K12, K13 (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let belgium: number;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    belgium = (await one<{ id: number }>(app, "select id from countries where code = 'BE'")).id;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('K1 answers an empty cart without creating anything', async () => {
    const res = await call('GET', '/api/v1/shoppingcarts');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'vitrine.sid')).toBeUndefined();
    const cart = res.json();
    expect(cart).toMatchObject({
      ItemsCount: 0,
      AmountTaxInclHtml: formatMoney(0, 'EUR', 'fr'),
      CurrencyCode: 'EUR',
      Items: [],
      QuantityChanges: [],
      ShippingMethodId: null,
      ShippingCountryId: belgium,
      BillingCountryId: belgium,
      TaxCountryId: belgium,
      Coupon: null,
      City: null,
      Version: 0,
    });
    expect(cart.Countries).toContainEqual({
      Id: belgium,
      Code: 'BE',
      Name: 'Belgique',
      VatRate: 21,
    });
    expect(cart.Countries.find((c: { Code: string }) => c.Code === 'CH').VatRate).toBe(0);
    // Options serving Belgium only (the Europe and world ones do not).
    const codes = cart.ShippingMethods.map((m: { Name: string }) => m.Name);
    expect(codes).toContain('Livraison à domicile bpost');
    expect(codes).not.toContain('Livraison internationale');
    const sid = await anonymousSid(app);
    expect((await call('GET', '/api/v1/shoppingcarts', { sid })).json().Items).toEqual([]);
    expect((await storedCart(app, sid)).cart).toBeNull();
  });

  it('K1 shows the lines added with C6, in the asked language', async () => {
    const v = await stockedVariant(app, 20, 0);
    const sid = await anonymousSid(app);
    const added = await addToCart(call, sid, v.id, 2);
    expect(added.statusCode).toBe(200);
    const fr = (await call('GET', '/api/v1/shoppingcarts', { sid })).json();
    expect(fr.ItemsCount).toBe(2);
    expect(fr.AmountTaxInclHtml).toBe(added.json().AmountTaxInclHtml);
    expect(fr.AmountTaxExclHtml).toBe(added.json().AmountTaxExclHtml);
    expect(fr.Items).toHaveLength(1);
    const item = fr.Items[0];
    expect(item).toMatchObject({
      ProductId: v.product_id,
      ProductVariantId: v.id,
      Quantity: 2,
      ItemOriginAndKey: 'Catalog',
      ItemOrigin: 'Catalog',
      ItemKey: null,
      UnitPriceTaxIncl: v.price_cents / 100,
      UnitPriceTaxInclHtml: formatMoney(v.price_cents, 'EUR', 'fr'),
      TotalTaxInclHtml: formatMoney(2 * v.price_cents, 'EUR', 'fr'),
      MinQuantity: 1,
      MaxQuantity: 0,
      StepQuantity: 1,
      Available: 20,
    });
    expect(item.ProductUrl).toMatch(/^\/fr\/catalog\/product\/.+-\d+$/);
    const name = await one<{ name: string }>(
      app,
      `select name from product_texts where product_id = ${v.product_id} and culture = 'nl'`,
    );
    const nl = (await call('GET', '/api/v1/shoppingcarts?culture=nl', { sid })).json();
    expect(nl.Items[0].ItemName.startsWith(name.name)).toBe(true);
    expect(nl.Items[0].ProductUrl).toMatch(/^\/nl\/catalog\/product\//);
    expect(nl.Totals).toMatchObject({
      ItemsCents: 2 * v.price_cents,
      TotalCents: 2 * v.price_cents,
      VatRate: 21,
      VatCountryCode: 'BE',
      VatExempt: false,
    });
  });

  it('K2 changes a quantity, checks the rules, lowers to the stock and says so', async () => {
    const v = await stockedVariant(
      app,
      100,
      1,
      'p.min_quantity = 2 and p.quantity_step = 2 and p.max_quantity = 24',
    );
    const sid = await anonymousSid(app);
    await addToCart(call, sid, v.id, 2);
    const { lines } = await storedCart(app, sid);
    const id = Number(lines[0]!.id);
    const url = `/api/v1/shoppingcarts/shoppingcartitems/${id}`;
    const ok = await call('PUT', url, { sid, body: { Quantity: 6 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ItemsCount: 6, QuantityChanges: [] });
    const before = await storedCart(app, sid);
    for (const [Quantity, message] of [
      [3, 'Ce produit se vend par 2 pièces.'],
      [26, 'La quantité maximale est de 24.'],
    ] as const) {
      const res = await call('PUT', url, { sid, body: { Quantity } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, field: 'Quantity' });
    }
    expect(await storedCart(app, sid)).toEqual(before);
    await setStock(app, v.id, 9);
    const lowered = await call('PUT', url, { sid, body: { Quantity: 12 }, lang: 'nl' });
    expect(lowered.statusCode).toBe(200);
    const cart = lowered.json();
    // 9 in stock, sold by 2: 8.
    expect(cart.Items[0].Quantity).toBe(8);
    expect(cart.QuantityChanges).toEqual([
      {
        ItemOrigin: 'Catalog',
        ItemKey: null,
        ItemName: cart.Items[0].ItemName,
        OldQuantity: 12,
        NewQuantity: 8,
        Message: `De hoeveelheid van ‘${cart.Items[0].ItemName}’ (Catalog) is gewijzigd van 12 naar 8: zoveel is er beschikbaar.`,
      },
    ]);
    expect(cart.Version).toBe(Number(before.cart!.version) + 1);
    // Nothing left: the line goes, and the notice says so.
    await setStock(app, v.id, 0);
    const gone = (await call('PUT', url, { sid, body: { Quantity: 8 } })).json();
    expect(gone.Items).toEqual([]);
    expect(gone.QuantityChanges).toMatchObject([{ OldQuantity: 8, NewQuantity: 0 }]);
  });

  it('K2 re-prices with the degressive prices', async () => {
    const tier = await one<{ id: number; price_cents: number; unit_price_cents: number }>(
      app,
      `select v.id, v.price_cents, t.unit_price_cents from variants v
       join products p on p.id = v.product_id and p.is_active and p.min_quantity = 1
         and p.quantity_step = 1 and p.max_quantity is null
       join price_tiers t on t.variant_id = v.id and t.min_quantity = 3
       where v.is_active order by v.id desc limit 1`,
    );
    await setStock(app, tier.id, 50);
    const sid = await anonymousSid(app);
    await addToCart(call, sid, tier.id, 1);
    const id = Number((await storedCart(app, sid)).lines[0]!.id);
    const res = await call('PUT', `/api/v1/shoppingcarts/shoppingcartitems/${id}`, {
      sid,
      body: { Quantity: 3 },
    });
    expect(res.json().Items[0].UnitPriceTaxInclHtml).toBe(
      formatMoney(tier.unit_price_cents, 'EUR', 'fr'),
    );
    expect(res.json().Totals.ItemsCents).toBe(3 * tier.unit_price_cents);
  });

  it('K2 and K3 refuse lines of another session and unknown ones, changing nothing', async () => {
    const v = await stockedVariant(app, 30, 2);
    const mine = await anonymousSid(app);
    const theirs = await anonymousSid(app);
    await addToCart(call, theirs, v.id, 3);
    await addToCart(call, mine, v.id, 1);
    const their = await storedCart(app, theirs);
    const url = `/api/v1/shoppingcarts/shoppingcartitems/${Number(their.lines[0]!.id)}`;
    for (const [method, body] of [
      ['PUT', { Quantity: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, url, { sid: mine, body });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Cet article n’est pas (ou plus) dans votre panier.' });
      const none = await call(method, url, { body });
      expect(none.statusCode).toBe(404);
      expect(none.cookies.find((c) => c.name === 'vitrine.sid')).toBeUndefined();
      const unknown = await call(method, '/api/v1/shoppingcarts/shoppingcartitems/2147483647', {
        sid: mine,
        body,
      });
      expect(unknown.statusCode).toBe(404);
    }
    expect(await storedCart(app, theirs)).toEqual(their);
  });

  it('K2 refuses malformed quantities and calls without the CSRF header', async () => {
    const v = await stockedVariant(app, 30, 3);
    const sid = await anonymousSid(app);
    await addToCart(call, sid, v.id, 2);
    const before = await storedCart(app, sid);
    const url = `/api/v1/shoppingcarts/shoppingcartitems/${Number(before.lines[0]!.id)}`;
    for (const body of [
      { Quantity: 0 },
      { Quantity: -3 },
      { Quantity: 10000 },
      { Quantity: 1e12 },
      { Quantity: 2.5 },
      { Quantity: 'two' },
      {},
      { Quantity: 2, Price: 1 },
    ]) {
      const res = await call('PUT', url, { sid, body });
      expect([res.statusCode, res.json().field]).toEqual([400, expect.any(String)]);
    }
    for (const bad of ['0', '-1', 'abc', '99999999999']) {
      const res = await call('PUT', `/api/v1/shoppingcarts/shoppingcartitems/${bad}`, {
        sid,
        body: { Quantity: 1 },
      });
      expect(res.statusCode).toBe(400);
    }
    const forged = await call('PUT', url, { sid, body: { Quantity: 3 }, csrfHeader: false });
    expect(forged.statusCode).toBe(403);
    const culture = await call('PUT', `${url}?culture=xx`, { sid, body: { Quantity: 3 } });
    expect(culture.statusCode).toBe(404);
    expect(await storedCart(app, sid)).toEqual(before);
  });

  it('K3 deletes a line; K13 clears every line of a product', async () => {
    const v = await stockedVariant(app, 40, 4);
    const other = await stockedVariant(
      app,
      40,
      5,
      `p.min_quantity = 1 and p.quantity_step = 1 and p.id <> ${v.product_id}`,
    );
    const sid = await anonymousSid(app);
    await addToCart(call, sid, v.id, 1);
    await call('POST', '/api/v1/catalog/products/addtocart', {
      sid,
      body: { ProductVariantId: v.id, Quantity: 2, Name: 'x', ItemOrigin: 'Order', ItemKey: 'K-9' },
    });
    await addToCart(call, sid, other.id, 1);
    const lines = (await storedCart(app, sid)).lines;
    expect(lines).toHaveLength(3);
    const keyed = (await call('GET', '/api/v1/shoppingcarts', { sid })).json().Items[1];
    expect(keyed.ItemOriginAndKey).toBe('Order|K-9');
    const cleared = await call('DELETE', `/api/v1/shoppingcarts/products/${v.product_id}`, { sid });
    expect(cleared.statusCode).toBe(200);
    expect(
      cleared.json().Items.map((i: { ProductVariantId: number }) => i.ProductVariantId),
    ).toEqual([other.id]);
    const again = await call('DELETE', `/api/v1/shoppingcarts/products/${v.product_id}`, { sid });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Ce produit n’est pas dans votre panier.' });
    const url = `/api/v1/shoppingcarts/shoppingcartitems/${Number(lines[2]!.id)}`;
    const deleted = await call('DELETE', url, { sid, lang: 'nl' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ ItemsCount: 0, Items: [] });
    expect((await call('DELETE', url, { sid })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/v1/shoppingcarts/products/0', { sid })).statusCode).toBe(
      400,
    );
  });

  it('K12 answers the widget’s items and the cart page address', async () => {
    const v = await stockedVariant(app, 10, 6);
    const sid = await anonymousSid(app);
    await addToCart(call, sid, v.id, 3);
    const res = await call('GET', '/nl/widget/shoppingcartitems', {
      sid,
      accept: 'application/json',
    });
    expect(res.statusCode).toBe(200);
    const widget = res.json();
    const cart = (await call('GET', '/api/v1/shoppingcarts?culture=nl', { sid })).json();
    expect(widget).toEqual({
      ItemsCount: 3,
      AmountTaxInclHtml: cart.AmountTaxInclHtml,
      CartUrl: '/nl/shoppingcarts',
      Items: [
        {
          Id: cart.Items[0].Id,
          ItemName: cart.Items[0].ItemName,
          Quantity: 3,
          TotalTaxInclHtml: formatMoney(3 * v.price_cents, 'EUR', 'nl'),
          PhotoUrl: cart.Items[0].PhotoUrl,
          ProductUrl: cart.Items[0].ProductUrl,
        },
      ],
    });
    expect((await call('GET', '/fr/widget/shoppingcartitems')).json()).toMatchObject({
      ItemsCount: 0,
      Items: [],
    });
    const unknown = await call('GET', '/de/widget/shoppingcartitems', { lang: 'nl' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Deze taal is niet beschikbaar.' });
    expect((await call('GET', '/french/widget/shoppingcartitems')).statusCode).toBe(400);
    expect((await call('GET', '/fr/widget/shoppingcartitems?x=1')).statusCode).toBe(400);
  });

  it('K1 refuses an unknown culture and unknown query fields', async () => {
    expect((await call('GET', '/api/v1/shoppingcarts?culture=de')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/shoppingcarts?culture=fra')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/shoppingcarts?page=2')).statusCode).toBe(400);
  });
});
