/** C2 and C8 customer references (login required) and C12 back-in-stock requests. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { CustomerReferenceSearch } from '../../../api/contract/product';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import {
  demoCustomerId,
  exec,
  json,
  rows,
  sessionCookie,
  sizedVariant,
} from '../support/productFixtures';

describe.each(engines)('customer references and back in stock (%s)', (engine) => {
  let app: FastifyInstance;
  let token: { cookie: string; token: string };
  let customerId: number;
  let sid: string;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    token = await csrf(app);
    customerId = await demoCustomerId(app);
    sid = await sessionCookie(app, customerId);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });
  const post = (
    url: string,
    payload: unknown,
    { login = true, lang = 'fr', withToken = true } = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: {
        cookie: login ? `${token.cookie}; ${sid}` : token.cookie,
        'accept-language': lang,
        ...(withToken ? { 'x-csrf-token': token.token } : {}),
      },
    });
  const get = (url: string, query: Record<string, string>, login = true) =>
    app.inject({ url, query, headers: { ...json, ...(login ? { cookie: sid } : {}) } });

  describe('C2 customer reference update', () => {
    it('needs a login: 401 with the translated message', async () => {
      const res = await get(
        '/widget/catalog/CustomerReferenceUpdate',
        { productVariantId: '1' },
        false,
      );
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().message).toBe('string');
      const update = await post(
        '/api/v1/catalog/customerref/update',
        { ProductVariantId: 1, CustomerSKU: 'X' },
        { login: false },
      );
      expect(update.statusCode).toBe(401);
    });

    it('reads, saves and removes the customer’s own code', async () => {
      const v = await sizedVariant(app, 'id > 40');
      const url = '/widget/catalog/CustomerReferenceUpdate';
      const before = await get(url, { productVariantId: String(v.id), culture: 'fr' });
      expect(before.json()).toMatchObject({ ProductVariantId: v.id, SKU: v.sku, CustomerSKU: '' });
      const saved = await post('/api/v1/catalog/customerref/update', {
        ProductVariantId: v.id,
        CustomerSKU: '  ATELIER-42 ',
      });
      expect(saved.json()).toEqual({
        Status: 'Success',
        Message: 'Votre référence a été enregistrée.',
      });
      expect((await get(url, { productVariantId: String(v.id) })).json().CustomerSKU).toBe(
        'ATELIER-42',
      );
      const removed = await post(
        '/api/v1/catalog/customerref/update',
        { ProductVariantId: v.id, CustomerSKU: '' },
        { lang: 'nl' },
      );
      expect(removed.json()).toEqual({
        Status: 'Success',
        Message: 'Uw referentie is verwijderd.',
      });
      expect((await get(url, { productVariantId: String(v.id) })).json().CustomerSKU).toBe('');
    });

    it('answers 404 for unknown variants, 400 for malformed input, 403 without CSRF', async () => {
      expect(
        (await get('/widget/catalog/CustomerReferenceUpdate', { productVariantId: '9999999' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await get('/widget/catalog/CustomerReferenceUpdate', { productVariantId: 'x' }))
          .statusCode,
      ).toBe(400);
      const update = (payload: unknown, options = {}) =>
        post('/api/v1/catalog/customerref/update', payload, options);
      expect((await update({ ProductVariantId: 9999999, CustomerSKU: 'A' })).statusCode).toBe(404);
      expect((await update({ ProductVariantId: 1, CustomerSKU: 'A'.repeat(101) })).statusCode).toBe(
        400,
      );
      expect((await update({ ProductVariantId: 1 })).statusCode).toBe(400);
      expect(
        (await update({ ProductVariantId: 1, CustomerSKU: 'A' }, { withToken: false })).statusCode,
      ).toBe(403);
    });
  });

  describe('C8 customer reference search', () => {
    const search = (query: Record<string, string>, login = true) =>
      get('/api/v1/catalog/customerref/search', query, login);

    it('finds the customer’s codes containing q, a page at a time, with product links', async () => {
      const variants = await rows<{ id: number }>(
        app,
        `select v.id from variants v join products p on p.id = v.product_id and p.is_active
         where v.is_active order by v.id desc limit 12`,
      );
      for (const [i, v] of variants.entries()) {
        await exec(
          app,
          `insert into customer_references (customer_id, variant_id, customer_sku)
           values (${customerId}, ${v.id}, 'Rayon-${String(i).padStart(2, '0')}')`,
        );
      }
      const first: CustomerReferenceSearch = (await search({ q: 'rayon', culture: 'fr' })).json();
      expect(first).toMatchObject({ CurrentPage: 1, TotalPages: 2, PageSize: 10 });
      expect(first.Items.map((i) => i.CustomerSKU)).toEqual(
        Array.from({ length: 10 }, (_v, i) => `Rayon-${String(i).padStart(2, '0')}`),
      );
      expect(first.Items[0]!.ProductLink).toMatch(/^\/fr\/catalog\/product\/[a-z0-9-]+-\d+$/);
      const second: CustomerReferenceSearch = (
        await search({ q: 'RAYON', page: '2', culture: 'nl' })
      ).json();
      expect(second.Items.map((i) => i.CustomerSKU)).toEqual(['Rayon-10', 'Rayon-11']);
      expect(second.Items[0]!.ProductLink).toMatch(/^\/nl\/catalog\/product\//);
      // The seeded demo references, and % taken literally.
      expect((await search({ q: 'SP-0' })).json().Items.length).toBeGreaterThan(0);
      expect((await search({ q: '%%' })).json().Items).toEqual([]);
    });

    it('needs a login and 2 characters', async () => {
      expect((await search({ q: 'rayon' }, false)).statusCode).toBe(401);
      for (const q of ['', 'r', '  r ']) {
        const res = await search({ q, culture: 'fr' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'Tapez au moins 2 caractères pour lancer la recherche.',
          field: 'q',
        });
      }
      expect((await search({ q: 'rayon', page: '0' })).statusCode).toBe(400);
    });
  });

  describe('C12 back in stock', () => {
    const modal = (
      culture: string,
      query: Record<string, string>,
      login = false,
      accept = 'application/json',
    ) =>
      app.inject({
        url: `/${culture}/catalog/stocknotification/subscribe`,
        query,
        headers: { accept, ...(login ? { cookie: sid } : {}) },
      });

    it('describes the variant and prefills the customer’s e-mail', async () => {
      const v = await sizedVariant(app);
      const query = { ProductVariantId: String(v.id), ProductId: String(v.product_id) };
      const anonymous = await modal('fr', query);
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).toMatchObject({
        ProductId: v.product_id,
        ProductVariantId: v.id,
        ProductName: expect.any(String),
        VariantLabel: expect.stringContaining(' / '),
        Email: '',
        Action: '/api/v1/catalog/stocknotification/subscribe',
      });
      expect((await modal('nl', query, true)).json().Email).toBe('demo@vitrine.test');
      const page = await modal('fr', query, false, 'text/html');
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toMatch(/^\/fr\/catalog\/product\/.+-\d+$/);
    });

    it('answers 404 for a variant of another product and 400 for malformed ids', async () => {
      const v = await sizedVariant(app);
      const res = await modal('fr', {
        ProductVariantId: String(v.id),
        ProductId: String(v.product_id + 1),
      });
      expect(res.statusCode).toBe(404);
      expect((await modal('fr', { ProductVariantId: 'x', ProductId: '1' })).statusCode).toBe(400);
      expect((await modal('fr', { ProductVariantId: '1' })).statusCode).toBe(400);
    });

    it('keeps one pending request per address and variant', async () => {
      const v = await sizedVariant(app);
      const url = '/api/v1/catalog/stocknotification/subscribe';
      const first = await post(
        url,
        { ProductVariantId: v.id, Email: ' Lea@Example.BE ' },
        { login: false },
      );
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        Message: 'C’est noté : nous écrirons à lea@example.be dès le retour en stock.',
      });
      const again = await post(
        url,
        { ProductVariantId: v.id, Email: 'lea@example.be' },
        { lang: 'nl' },
      );
      expect(again.statusCode).toBe(200);
      expect(again.json().Message).toBe(
        'U bent al ingeschreven: we mailen naar lea@example.be zodra het weer op voorraad is.',
      );
      const stored = await rows<{ email: string; culture: string }>(
        app,
        `select email, culture from stock_notifications where variant_id = ${v.id}`,
      );
      expect(stored).toEqual([{ email: 'lea@example.be', culture: 'fr' }]);
    });

    it('refuses a bad e-mail (400), an unknown variant (404) and a call without CSRF (403)', async () => {
      const url = '/api/v1/catalog/stocknotification/subscribe';
      for (const Email of ['lea', 'lea@', 'lea@example', 'a b@example.be']) {
        const res = await post(url, { ProductVariantId: 1, Email });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'Cette adresse e-mail n’est pas valide.',
          field: 'Email',
        });
      }
      expect((await post(url, { ProductVariantId: 9999999, Email: 'a@b.be' })).statusCode).toBe(
        404,
      );
      expect(
        (await post(url, { ProductVariantId: 1, Email: 'a@b.be' }, { withToken: false }))
          .statusCode,
      ).toBe(403);
      expect((await post(url, { ProductVariantId: 1 })).statusCode).toBe(400);
    });
  });
});
