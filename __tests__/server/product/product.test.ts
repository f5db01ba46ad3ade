/**
 * The product page (view model, redirects, 404s, first document with SEO) and C5 variations,
 * through the real app on each engine.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { ProductPage, ProductVariation } from '../../../api/contract/product';
import { formatMoney } from '../../../rules/money';
import { buildTestApp, engines } from '../../support/testServer';
import {
  demoCustomerId,
  exec,
  json,
  missingCombination,
  one,
  productWhere,
  rows,
  sessionCookie,
  sizedVariant,
} from '../support/productFixtures';

describe.each(engines)('product page (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });
  const page = (url: string, headers: Record<string, string> = json) =>
    app.inject({ url, headers });

  it('answers the view model of an active product', async () => {
    const { id, slug, name } = await productWhere(app, 'p.brand_id is not null');
    const res = await page(`/fr/catalog/product/${slug}`);
    expect(res.statusCode).toBe(200);
    const view: ProductPage = res.json();
    const nl = await one<{ slug: string }>(
      app,
      `select slug from product_texts where product_id = ${id} and culture = 'nl'`,
    );
    expect(view).toMatchObject({
      Culture: 'fr',
      ProductId: id,
      Name: name,
      Brand: expect.any(String),
      MinQty: expect.any(Number),
      StepQty: expect.any(Number),
      Canonical: `/fr/catalog/product/${slug}`,
      Alternates: { fr: `/fr/catalog/product/${slug}`, nl: `/nl/catalog/product/${nl.slug}` },
    });
    // Root then leaf, each a list address; the category is the leaf.
    expect(view.Breadcrumb).toHaveLength(2);
    for (const crumb of view.Breadcrumb)
      expect(crumb.Url).toMatch(/^\/fr\/catalog\/category\/[a-z0-9-]+$/);
    expect(view.Category).toBe(view.Breadcrumb[1]!.Name);
    expect(view.AssociatedCategories.map((c) => c.Name).sort()).toEqual(
      view.Breadcrumb.map((c) => c.Name).sort(),
    );
    const variant = view.ProductVariantViewModel;
    const [db] = await rows<{ price_cents: number; sku: string }>(
      app,
      `select price_cents, sku from variants where id = ${variant.ProductVariantId} and product_id = ${id} and is_active`,
    );
    expect(variant.SKU).toBe(db!.sku);
    expect(variant.Quantity).toBe(view.MinQty);
    expect(variant.CurrencyCode).toBe('EUR');
    expect(variant.CustomerSKU).toBeNull();
    expect(variant.Photos.length).toBeGreaterThan(0);
    expect(variant.Photos[0]!.Url).toMatch(/^\/media\/catalog\/\d+\/.+\.svg$/);
    expect(view.Photos.length).toBeGreaterThanOrEqual(variant.Photos.length);
    expect(view.ProductVariantAttributesViewModel[0]).toMatchObject({
      Name: 'Couleur',
      FieldName: 'VariantValueId1',
      VariationDisplayTypeValue: 'Square',
      Value: variant.VariantValueId1,
    });
    const related = await rows<{ related_product_id: number }>(
      app,
      `select r.related_product_id from related_products r join products p on p.id = r.related_product_id
       where r.product_id = ${id} and p.is_active order by r.position`,
    );
    expect(view.RelatedProducts.map((t) => t.ProductId)).toEqual(
      related.map((r) => r.related_product_id),
    );
  });

  it('opens on the first variant that can be bought when the first ones are sold out', async () => {
    // A product of three or more active variants (the page used to open on the first by
    // position, whatever its stock: issue 20 saw 19 such products in the demo shop).
    const candidates = await rows<{ product_id: number }>(
      app,
      `select v.product_id from variants v join products p on p.id = v.product_id
       where p.is_active and v.is_active group by v.product_id having count(*) >= 3
       order by v.product_id limit 1`,
    );
    const productId = candidates[0]!.product_id;
    const ordered = await rows<{ id: number }>(
      app,
      `select id from variants where product_id = ${productId} and is_active order by position, id`,
    );
    const [first, second, third] = ordered.map((v) => v.id);
    const { slug } = await one<{ slug: string }>(
      app,
      `select slug from product_texts where product_id = ${productId} and culture = 'fr'`,
    );
    const saved = await rows<{ variant_id: number; warehouse_id: number; quantity: number }>(
      app,
      `select variant_id, warehouse_id, quantity from variant_stocks
       where variant_id in (${ordered.map((v) => v.id).join(',')})`,
    );
    const stock = async (variantId: number, quantity: number) => {
      await exec(app, `delete from variant_stocks where variant_id = ${variantId}`);
      await exec(
        app,
        `insert into variant_stocks (variant_id, warehouse_id, quantity) values (${variantId}, 1, ${quantity})`,
      );
    };
    const opened = async () =>
      ((await page(`/fr/catalog/product/${slug}`)).json() as ProductPage).ProductVariantViewModel;
    try {
      await stock(first!, 0);
      await stock(second!, 0);
      await stock(third!, 4);
      expect(await opened()).toMatchObject({ ProductVariantId: third, Stock: { InStock: true } });
      // Nothing in stock: the first active variant, sold out.
      for (const { id } of ordered) await stock(id, 0);
      expect(await opened()).toMatchObject({ ProductVariantId: first, Stock: { InStock: false } });
      // In stock again first: the first.
      await stock(first!, 2);
      expect((await opened()).ProductVariantId).toBe(first);
    } finally {
      for (const { id } of ordered)
        await exec(app, `delete from variant_stocks where variant_id = ${id}`);
      for (const r of saved)
        await exec(
          app,
          `insert into variant_stocks (variant_id, warehouse_id, quantity) values (${r.variant_id}, ${r.warehouse_id}, ${r.quantity})`,
        );
    }
  });

  it('redirects a slug of another culture (or an old name) to the culture’s own, keeping the query', async () => {
    const { id, slug } = await productWhere(app, 'true', 'nl');
    const fr = await one<{ slug: string }>(
      app,
      `select slug from product_texts where product_id = ${id} and culture = 'fr'`,
    );
    const res = await page(`/fr/catalog/product/${slug}?utm_source=x`, { accept: 'text/html' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/fr/catalog/product/${fr.slug}?utm_source=x`);
    const renamed = await page(`/fr/catalog/product/old-name-${id}`);
    expect(renamed.statusCode).toBe(301);
    expect(renamed.headers.location).toBe(`/fr/catalog/product/${fr.slug}`);
  });

  it.each([
    ['fr', 'Ce produit n’existe pas ou n’est plus disponible.'],
    ['nl', 'Dit product bestaat niet of is niet meer beschikbaar.'],
  ])(
    'answers a translated 404 for unknown and inactive products (%s)',
    async (culture, message) => {
      const inactive = await one<{ slug: string }>(
        app,
        `select t.slug from products p join product_texts t on t.product_id = p.id and t.culture = '${culture}'
       where not p.is_active order by p.id limit 1`,
      );
      for (const slug of ['no-id-here', 'robe-999999', inactive.slug]) {
        const res = await page(`/${culture}/catalog/product/${slug}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message });
      }
      const html = await page(`/${culture}/catalog/product/robe-999999`, { accept: 'text/html' });
      expect(html.statusCode).toBe(404);
      expect(html.headers['content-type']).toMatch(/text\/html/);
      expect((await page('/de/catalog/product/robe-1')).statusCode).toBe(404);
    },
  );

  it('sends a first document for crawlers: head, JSON-LD offer and the main picture', async () => {
    const { slug, name } = await productWhere(app, 'p.brand_id is not null');
    const res = await page(`/fr/catalog/product/${slug}`, { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const view: ProductPage = (await page(`/fr/catalog/product/${slug}`)).json();
    expect(html).toContain(`<title>${name} – ${view.Brand} | Vitrine</title>`);
    expect(html).toContain(
      `<link rel="canonical" href="http://localhost:80/fr/catalog/product/${slug}" />`,
    );
    expect(html).toContain(`hreflang="nl" href="http://localhost:80${view.Alternates.nl}"`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    const variant = view.ProductVariantViewModel;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      sku: variant.SKU,
      brand: { '@type': 'Brand', name: view.Brand },
      image: expect.arrayContaining([`http://localhost:80${variant.Photos[0]!.Url}`]),
      offers: {
        '@type': 'Offer',
        price: variant.UnitPriceTaxIncl.toFixed(2),
        priceCurrency: 'EUR',
        availability: variant.Stock.InStock
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        url: `http://localhost:80/fr/catalog/product/${slug}`,
      },
    });
    // The indexable top of the page: title, price, main picture in a sized box.
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;
    expect(main).toContain(`<h1 class="h2 product-title">${name}</h1>`);
    expect(main).toContain(variant.PriceTaxInclHtml);
    const photo = variant.Photos[0]!;
    expect(main).toContain(`style="aspect-ratio: ${photo.Width} / ${photo.Height};`);
    expect(main).toMatch(
      new RegExp(
        `<img [^>]*src="${photo.Url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" width="${photo.Width}" height="${photo.Height}" [^>]*fetchpriority="high"`,
      ),
    );
    // The picture is the lightbox's opener, named in the page's language (issue 19).
    expect(main).toMatch(
      /<button type="button" class="product-photo-open[^"]*" aria-label="Agrandir la photo"><img /,
    );
    // The client primes its cache with the same data.
    expect(html).toContain('"endpoint":"getProductPage"');
  });
});

describe.each(engines)('C5 product variations (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });
  const variations = (
    productId: number | string,
    query: Record<string, string> = {},
    headers = {},
  ) =>
    app.inject({
      url: `/api/v1/catalog/products/${productId}/productvariants`,
      query: { culture: 'fr', ...query },
      headers,
    });

  it('answers the exact combination chosen, with its attributes', async () => {
    const v = await sizedVariant(app);
    const res = await variations(v.product_id, {
      VariantValueId1: String(v.colour),
      VariantValueId2: String(v.size),
      Quantity: '1',
    });
    expect(res.statusCode).toBe(200);
    const body: ProductVariation = res.json();
    expect(body.ProductVariantViewModel).toMatchObject({
      ProductId: v.product_id,
      ProductVariantId: v.id,
      VariantValueId1: v.colour,
      VariantValueId2: v.size,
      SKU: v.sku,
    });
    expect(body.ProductVariantAttributesViewModel.map((a) => [a.FieldName, a.Value])).toEqual([
      ['VariantValueId1', v.colour],
      ['VariantValueId2', v.size],
    ]);
    const colour = body.ProductVariantAttributesViewModel[0]!.ProductAttributeValuesViewModel;
    expect(colour.every((c) => /^#[0-9a-f]{6}$/.test(c.ColorCode1 ?? ''))).toBe(true);
  });

  it('falls back to the nearest variant of the colour and marks the missing size unavailable', async () => {
    const m = await missingCombination(app);
    const res = await variations(m.product_id, {
      VariantValueId1: String(m.colour),
      VariantValueId2: String(m.size),
    });
    expect(res.statusCode).toBe(200);
    const body: ProductVariation = res.json();
    expect(body.ProductVariantViewModel.VariantValueId1).toBe(m.colour);
    expect(body.ProductVariantViewModel.VariantValueId2).not.toBe(m.size);
    const sizes = body.ProductVariantAttributesViewModel[1]!.ProductAttributeValuesViewModel;
    expect(sizes.find((s) => s.ProductAttributeValueId === m.size)!.IsUnavailable).toBe(true);
    expect(
      sizes.find((s) => s.ProductAttributeValueId === body.ProductVariantViewModel.VariantValueId2)!
        .IsUnavailable,
    ).toBe(false);
  });

  it('prices the quantity with the degressive prices', async () => {
    const tier = await one<{
      product_id: number;
      id: number;
      min_quantity: number;
      unit_price_cents: number;
    }>(
      app,
      `select v.product_id, v.id, t.min_quantity, t.unit_price_cents from price_tiers t
       join variants v on v.id = t.variant_id and v.is_active join products p on p.id = v.product_id and p.is_active
       where t.min_quantity = 6 order by v.product_id, v.id limit 1`,
    );
    const values = await rows<{ value_id: number }>(
      app,
      `select a.value_id from variant_attribute_values a join attributes x on x.id = a.attribute_id
       where a.variant_id = ${tier.id} order by x.position`,
    );
    const query = Object.fromEntries(
      values.map((v, i) => [`VariantValueId${i + 1}`, String(v.value_id)]),
    );
    const body: ProductVariation = (
      await variations(tier.product_id, { ...query, Quantity: '7' })
    ).json();
    expect(body.ProductVariantViewModel.ProductVariantId).toBe(tier.id);
    expect(body.ProductVariantViewModel.UnitPriceTaxIncl).toBe(tier.unit_price_cents / 100);
    expect(body.ProductVariantViewModel.PriceTaxInclHtml).toBe(
      formatMoney(tier.unit_price_cents, 'EUR', 'fr'),
    );
    expect(body.ProductVariantViewModel.Quantity).toBe(7);
  });

  it('adds the logged-in customer’s own reference', async () => {
    const customerId = await demoCustomerId(app);
    const ref = await one<{ product_id: number; variant_id: number; customer_sku: string }>(
      app,
      `select v.product_id, r.variant_id, r.customer_sku from customer_references r
       join variants v on v.id = r.variant_id and v.is_active join products p on p.id = v.product_id and p.is_active
       where r.customer_id = ${customerId} order by r.id limit 1`,
    );
    const values = await rows<{ value_id: number }>(
      app,
      `select a.value_id from variant_attribute_values a join attributes x on x.id = a.attribute_id
       where a.variant_id = ${ref.variant_id} order by x.position`,
    );
    const query = Object.fromEntries(
      values.map((v, i) => [`VariantValueId${i + 1}`, String(v.value_id)]),
    );
    const cookie = await sessionCookie(app, customerId);
    const body: ProductVariation = (await variations(ref.product_id, query, { cookie })).json();
    expect(body.ProductVariantViewModel.CustomerSKU).toBe(ref.customer_sku);
  });

  it('refuses a value of another product’s axis with a translated 400 naming the field', async () => {
    const v = await sizedVariant(app);
    const foreign = await one<{ id: number }>(
      app,
      `select id from attribute_values where attribute_id = 2 and id not in
       (select a.value_id from variant_attribute_values a join variants x on x.id = a.variant_id
        where x.product_id = ${v.product_id}) order by id limit 1`,
    );
    const res = await variations(v.product_id, { VariantValueId2: String(foreign.id) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Cette option n’existe pas pour ce produit.',
      field: 'VariantValueId2',
    });
    const nl = await variations(v.product_id, { VariantValueId1: String(v.size), culture: 'nl' });
    expect(nl.json()).toEqual({
      message: 'Deze optie bestaat niet voor dit product.',
      field: 'VariantValueId1',
    });
  });

  it('answers 404 for unknown or inactive products and 400 for malformed input', async () => {
    const inactive = await one<{ id: number }>(
      app,
      'select id from products where not is_active limit 1',
    );
    for (const id of [999999, inactive.id]) {
      const res = await variations(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Ce produit n’existe pas ou n’est plus disponible.' });
    }
    expect((await variations('abc')).statusCode).toBe(400);
    expect((await variations(1, { Quantity: '0' })).statusCode).toBe(400);
    expect((await variations(1, { VariantValueId1: 'x' })).statusCode).toBe(400);
    expect((await variations(1, { Colour: '3' })).statusCode).toBe(400);
    expect((await variations(1, { culture: 'de' })).statusCode).toBe(404);
  });
});
