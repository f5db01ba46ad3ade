import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProductTile } from '../../../api/contract/catalog';
import type { CatalogListView, ListFilterView, QuickView } from '../../../api/contract/catalogList';
import { PRICE_RANGES } from '../../../rules/catalogList';
import { catalogListArgs } from '../../../rules/listParams';
import { recordCatalogChange } from '../../../server/services/catalog/catalogChanges';
import { pollCatalogChanges } from '../../../server/services/catalog/catalogFeed';
import { listIndex, listIndexIdle } from '../../../server/services/catalog/listIndexCache';
import { buildTestApp, engines } from '../../support/testServer';

const JSON_ACCEPT = { accept: 'application/json' };

describe.each(engines)('C10 / C13 / C9 product lists (%s)', (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const rows = async <T>(query: string) =>
    ((await app.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const num = async (query: string) => (await rows<{ n: number }>(query))[0]!.n;
  const get = (url: string, query: Record<string, string> = {}, headers = JSON_ACCEPT) =>
    app.inject({ method: 'GET', url, query, headers });
  const list = async (url: string, query: Record<string, string> = {}) => {
    const res = await get(url, query);
    expect(res.statusCode).toBe(200);
    return res.json() as CatalogListView;
  };
  const facets = async (query: Record<string, string>) => {
    const res = await get('/widget/catalog/ListFilter', { culture: 'fr', ...query });
    expect(res.statusCode).toBe(200);
    return res.json() as ListFilterView;
  };
  const allOf = async (url: string, query: Record<string, string> = {}) => {
    const first = await list(url, { ...query, pageSize: '48' });
    const items: ProductTile[] = [...first.Products];
    for (let p = 2; p <= first.Paging.TotalPages; p += 1) {
      items.push(...(await list(url, { ...query, pageSize: '48', pageindex: String(p) })).Products);
    }
    return items;
  };

  it('answers the whole catalog as a JSON view model, newest first, 24 a page', async () => {
    const active = await num('select count(*)::int n from products where is_active');
    const view = await list('/fr/catalog');
    expect(view.Products).toHaveLength(24);
    expect(view.Paging).toEqual({
      TotalItems: active,
      TotalPages: Math.ceil(active / 24),
      CurrentPage: 1,
      PageSize: 24,
    });
    expect(view).toMatchObject({
      Title: 'Catalogue',
      Display: 'grid',
      Sort: 'newest',
      Q: '',
      Filter: {},
      Category: null,
      Tag: null,
    });
    expect(view.Sorts.map((s) => s.Value)).toEqual([
      'newest',
      'price-asc',
      'price-desc',
      'name-asc',
    ]);
    expect(view.Sorts[1]).toEqual({ Value: 'price-asc', Name: 'Prix croissant' });
    expect(view.PageSizes).toEqual([12, 24, 48]);
    expect(view.Canonical).toBe('/fr/catalog');
    expect(view.Alternates).toEqual({ fr: '/fr/catalog', nl: '/nl/catalog' });
    expect(view.Categories.map((c) => c.Name)).toEqual(['Femme', 'Homme', 'Maison', 'Accessoires']);
    expect(view.Categories.reduce((sum, c) => sum + c.Count, 0)).toBe(active);
    expect(view.Brands.length).toBeGreaterThan(5);
    const newest = await rows<{ id: number }>(
      'select id from products where is_active order by created_at desc, id desc limit 24',
    );
    expect(view.Products.map((p) => p.ProductId)).toEqual(newest.map((r) => r.id));
    const tile = view.Products[0]!;
    expect(tile.Url).toMatch(/^\/fr\/catalog\/product\/.+-\d+$/);
    expect(tile.PhotoUrl).toMatch(/^\/media\/catalog\/\d+\/.+\.jpg\.svg$/);
    expect(tile.PriceTaxInclHtml).toMatch(/^\d+,\d\d\u00a0€$/);
    expect(tile.Colors.length).toBeGreaterThan(0);
  });

  it.each([
    ['price-asc', (a: ProductTile, b: ProductTile) => a.UnitPriceTaxIncl <= b.UnitPriceTaxIncl],
    ['price-desc', (a: ProductTile, b: ProductTile) => a.UnitPriceTaxIncl >= b.UnitPriceTaxIncl],
    [
      'name-asc',
      (a: ProductTile, b: ProductTile) =>
        a.Name.localeCompare(b.Name, 'fr', { sensitivity: 'base', numeric: true }) <= 0,
    ],
  ])('sorts by %s across pages', async (sort, inOrder) => {
    const items = await allOf('/fr/catalog', { sort });
    expect(items.length).toBeGreaterThan(48);
    for (let i = 1; i < items.length; i += 1) expect(inOrder(items[i - 1]!, items[i]!)).toBe(true);
    expect(new Set(items.map((p) => p.ProductId)).size).toBe(items.length);
  });

  it('pages: sizes line up, and past the last page the last page answers', async () => {
    const big = await list('/fr/catalog', { sort: 'price-asc', pageSize: '48' });
    const second = await list('/fr/catalog', { sort: 'price-asc', pageSize: '12', pageindex: '2' });
    expect(second.Products.map((p) => p.ProductId)).toEqual(
      big.Products.slice(12, 24).map((p) => p.ProductId),
    );
    expect(second.Canonical).toBe('/fr/catalog?sort=price-asc&pageSize=12&pageindex=2');
    const beyond = await list('/fr/catalog', { pageindex: '999' });
    expect(beyond.Paging.CurrentPage).toBe(beyond.Paging.TotalPages);
    expect(beyond.Products.length).toBeGreaterThan(0);
    expect(beyond.Canonical).toBe(`/fr/catalog?pageindex=${beyond.Paging.TotalPages}`);
  });

  it('narrows the list and the facet counts with the filter', async () => {
    const [brand] = await rows<{ id: number; name: string; n: number }>(
      'select b.id, b.name, count(*)::int n from products p join brands b on b.id = p.brand_id where p.is_active group by b.id, b.name order by n desc limit 1',
    );
    const filter = JSON.stringify({ Brands: [brand!.id] });
    const view = await list('/fr/catalog', { filter });
    expect(view.Paging.TotalItems).toBe(brand!.n);
    expect(view.Filter).toEqual({ Brands: [brand!.id] });
    expect(view.Products.every((p) => p.Brand === brand!.name)).toBe(true);
    const f = await facets({ currentFilter: filter });
    expect(f.TotalItems).toBe(brand!.n);
    const brands = f.Groups.find((g) => g.Key === 'Brands')!;
    // A group's own selection does not narrow its counts: the other brands keep theirs.
    expect(brands.Values.find((v) => v.Id === brand!.id)).toMatchObject({
      Count: brand!.n,
      Selected: true,
    });
    expect(brands.Values.filter((v) => !v.Selected).length).toBeGreaterThan(0);
    // Other groups count within the filter: a category's count is the list with both.
    const categories = f.Groups.find((g) => g.Key === 'Categories')!;
    const some = categories.Values[0]!;
    const both = await list('/fr/catalog', {
      filter: JSON.stringify({ Brands: [brand!.id], Categories: [some.Id] }),
    });
    expect(both.Paging.TotalItems).toBe(some.Count);
    expect(some.Count).toBeLessThanOrEqual(brand!.n);
  });

  it('filters by colour, price range and stock, within the page’s category', async () => {
    const f = await facets({ categoryId: '1' });
    const colours = f.Groups.find(
      (g) => g.Key === 'ProductAttributes' && g.DisplayType === 'Square',
    )!;
    const colour = colours.Values[0]!;
    expect(colour.ColorCode1).toMatch(/^#[0-9a-f]{6}$/);
    const byColour = await allOf('/fr/catalog/category/femme', {
      filter: JSON.stringify({ ProductAttributes: { [colours.AttributeId!]: [colour.Id] } }),
    });
    expect(byColour).toHaveLength(colour.Count);
    expect(byColour.every((p) => p.Colors.some((c) => c.Name === colour.Name))).toBe(true);
    const cheap = await allOf('/fr/catalog/category/femme', {
      filter: JSON.stringify({ PriceRange: '50-100', InStock: 1 }),
    });
    expect(cheap.length).toBeGreaterThan(0);
    expect(
      cheap.every((p) => p.UnitPriceTaxIncl >= 50 && p.UnitPriceTaxIncl < 100 && p.InStock),
    ).toBe(true);
  });

  it('searches by text (q) with relevance first, and ignores a blank q', async () => {
    const view = await list('/fr/catalog', { q: 'robe' });
    expect(view).toMatchObject({ Q: 'robe', Sort: 'relevance', Title: 'Résultats pour « robe »' });
    expect(view.Sorts[0]!.Value).toBe('relevance');
    expect(view.Products.slice(0, 10).every((p) => /robe/i.test(p.Name))).toBe(true);
    // Whole words, not look-alikes (issue 20: "robe" listed sweaters, "jurk" jute bags).
    const dresses = await allOf('/fr/catalog', { q: 'robe' });
    expect(dresses.filter((p) => !/robe/i.test(p.Name)).map((p) => p.Name)).toEqual([]);
    const jurken = await allOf('/nl/catalog', { q: 'jurk' });
    expect(jurken.length).toBeGreaterThan(3);
    expect(jurken.filter((p) => !/jurk/i.test(p.Name)).map((p) => p.Name)).toEqual([]);
    expect(view.Paging.TotalItems).toBeLessThan((await list('/fr/catalog')).Paging.TotalItems);
    const f = await facets({ q: 'robe' });
    expect(f.TotalItems).toBe(view.Paging.TotalItems);
    const blank = await list('/fr/catalog', { q: '  ' });
    expect(blank).toMatchObject({ Q: '', Sort: 'newest' });
    expect((await get('/fr/catalog', { sort: 'relevance' })).statusCode).toBe(400);
  });

  it('shows a category with breadcrumb, children and alternates; unknown slugs are 404', async () => {
    const view = await list('/fr/catalog/category/femme');
    expect(view.Category).toMatchObject({ Name: 'Femme', Url: '/fr/catalog/category/femme' });
    expect(view.Category!.Breadcrumb).toEqual([
      { Name: 'Catalogue', Url: '/fr/catalog' },
      { Name: 'Femme', Url: '/fr/catalog/category/femme' },
    ]);
    expect(view.Categories.map((c) => c.Name)).toEqual([
      'Robes',
      'Pulls et gilets',
      'Chemisiers et tops',
    ]);
    expect(view.Alternates).toEqual({
      fr: '/fr/catalog/category/femme',
      nl: '/nl/catalog/category/dames',
    });
    const inside = await num(
      'select count(*)::int n from products p where p.is_active and exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = 1)',
    );
    expect(view.Paging.TotalItems).toBe(inside);
    const res = await get('/fr/catalog/category/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Cette catégorie n’existe pas.' });
    const doc = await get('/nl/catalog/category/nope', {}, { accept: 'text/html' });
    expect(doc.statusCode).toBe(404);
    expect(doc.body).toContain('<section class="not-found">');
  });

  it.each([
    ['fr', '{"Brands":[1', 'filter', 'Le filtre « filter » n’est pas valide.'],
    ['nl', '{"Colour":[1]}', 'filter', 'De filter ‘filter.Colour’ is ongeldig.'],
    ['fr', '{"Brands":["x"]}', 'filter', 'Le filtre « filter.Brands » n’est pas valide.'],
    [
      'fr',
      '{"ProductAttributes":{"a":[1]}}',
      'filter',
      'Le filtre « filter.ProductAttributes.a » n’est pas valide.',
    ],
    ['fr', '[1,2]', 'filter', 'Le filtre « filter » n’est pas valide.'],
  ])(
    'refuses a malformed filter (%s %s) with a translated 400',
    async (culture, filter, field, message) => {
      const res = await get(`/${culture}/catalog`, { filter });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, field });
    },
  );

  it.each([
    [{ pageSize: '13' }, 'pageSize'],
    [{ sort: 'cheapest' }, 'sort'],
    [{ display: 'list' }, 'display'],
    [{ pageindex: '0' }, 'pageindex'],
  ])('refuses bad list parameters %j', async (query, field) => {
    const res = await get('/fr/catalog', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toContain(field);
  });

  it('echoes the display and modal flags, and ignores tracking parameters', async () => {
    const view = await list('/fr/catalog', {
      display: 'table',
      openWishlist: '',
      utm_source: 'mail',
    });
    expect(view).toMatchObject({ Display: 'table', OpenWishlist: true, OpenBirthlist: false });
    expect(view.Canonical).toBe('/fr/catalog');
  });

  it('renders the first document: SEO head, JSON-LD ItemList, indexable list and primed data', async () => {
    const res = await get(
      '/fr/catalog/category/femme',
      { pageindex: '1', display: 'table', sort: 'price-asc' },
      { accept: 'text/html' },
    );
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Femme | Vitrine</title>');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:80/fr/catalog/category/femme?sort=price-asc" />',
    );
    expect(html).toContain(
      'hreflang="nl" href="http://localhost:80/nl/catalog/category/dames?sort=price-asc"',
    );
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    const itemList = JSON.parse(ld);
    expect(itemList).toMatchObject({
      '@type': 'ItemList',
      name: 'Femme',
      itemListElement: expect.any(Array),
    });
    expect(itemList.itemListElement[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      url: expect.stringMatching(/^http:\/\/localhost:80\/fr\/catalog\/product\//),
    });
    expect(html).toContain('<h1 class="catalog-list-title">Femme</h1>');
    expect(html).toContain('<table class="table product-table">');
    expect(html).toMatch(/<a class="product-table-link" href="\/fr\/catalog\/product\/[^"]+">/);
    expect(html).toMatch(/\d+,\d\d\u00a0€/);
    expect(html).toContain('<label class="form-label" for="catalog-sort">Trier par</label>');
    const args = catalogListArgs(
      'fr',
      'category',
      'femme',
      new URLSearchParams('pageindex=1&display=table&sort=price-asc'),
    );
    expect(html).toContain(`"view":{"endpoint":"getCatalogList","args":${JSON.stringify(args)}`);
  });

  it('C13: a tag’s products, brands or categories, sorted by the selector', async () => {
    const tagged = await num(
      "select count(distinct p.id)::int n from products p join product_tags pt on pt.product_id = p.id join tag_texts t on t.tag_id = pt.tag_id where p.is_active and t.culture = 'fr' and t.slug = 'bio'",
    );
    const view = await list('/fr/catalog/tag/bio');
    expect(view).toMatchObject({ Kind: 'tag', Title: 'Sélection « Bio »' });
    expect(view.Tag).toMatchObject({ Name: 'Bio', EntityName: 'products', Entities: [] });
    expect(view.Paging.TotalItems).toBe(tagged);
    const brands = await list('/fr/catalog/tag/bio', { entityName: 'brands', sort: 'count-desc' });
    expect(brands.Products).toEqual([]);
    expect(brands.Tag!.Highlights.length).toBeGreaterThan(0);
    const counts = brands.Tag!.Entities.map((e) => e.Count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(tagged);
    expect(brands.Tag!.Entities[0]!.Url).toMatch(/^\/fr\/catalog\?filter=/);
    expect(brands.Sorts.map((s) => s.Value)).toEqual(['name-asc', 'count-desc']);
    expect(brands.Canonical).toBe('/fr/catalog/tag/bio?entityName=brands&sort=count-desc');
    const categories = await list('/fr/catalog/tag/bio', { entityName: 'categories' });
    expect(categories.Tag!.Entities.length).toBeGreaterThan(0);
    expect(
      (await get('/fr/catalog/tag/bio', { entityName: 'brands', sort: 'price-asc' })).statusCode,
    ).toBe(400);
    expect((await get('/fr/catalog/tag/bio', { entityName: 'shops' })).statusCode).toBe(400);
    expect((await get('/fr/catalog/tag/nope')).statusCode).toBe(404);
  });

  it('an old or mangled list address: a browser gets the page without the refused parameters, the JSON API a translated 400', async () => {
    const html = { accept: 'text/html' };
    const cases: [string, string][] = [
      ['/fr/catalog?pageSize=36', '/fr/catalog'],
      ['/fr/catalog?sort=bogus&display=table', '/fr/catalog?display=table'],
      ['/fr/catalog?display=foo&q=robe', '/fr/catalog?q=robe'],
      ['/fr/catalog?pageindex=abc&pageSize=12', '/fr/catalog?pageSize=12'],
      ['/nl/catalog/category/dames?filter=%7Boops', '/nl/catalog/category/dames'],
      ['/fr/catalog?pageSize=36&pageindex=0&utm_source=news', '/fr/catalog?utm_source=news'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from, {}, html);
      expect([from, res.statusCode, res.headers.location]).toEqual([from, 302, to]);
      const page = await get(to, {}, html);
      expect([to, page.statusCode]).toEqual([to, 200]);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
    // The JSON API keeps refusing, in the shopper's language and nothing in English.
    const fr = await get('/fr/catalog?pageSize=36');
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      message: 'Le champ « pageSize » n’est pas valide. (valeur non admise)',
      field: 'pageSize',
    });
    const nl = await get('/nl/catalog?display=foo');
    expect(nl.statusCode).toBe(400);
    expect(nl.json().message).toBe('Het veld ‘display’ is ongeldig. (waarde niet toegestaan)');
    const filter = await get('/fr/catalog?filter=%7Boops');
    expect(filter.statusCode).toBe(400);
    expect(filter.json().field).toBe('filter');
  });

  it('C9: categories carry the level prefix; bad input is 400, unknown context 404', async () => {
    const all = await facets({});
    const names = all.Groups.find((g) => g.Key === 'Categories')!.Values.map((v) => v.Name);
    expect(names.slice(0, 2)).toEqual(['Femme', '|——Robes']);
    expect(all.Groups.map((g) => g.Key)).toEqual([
      'Categories',
      'Brands',
      'PriceRange',
      'ProductAttributes',
      'ProductAttributes',
      'Tags',
      'InStock',
    ]);
    expect(all.Groups.find((g) => g.Key === 'PriceRange')!.Type).toBe('Radio');
    const inWomen = await facets({ categoryId: '1' });
    expect(inWomen.Groups[0]!.Values.map((v) => v.Name)).toEqual([
      'Robes',
      'Pulls et gilets',
      'Chemisiers et tops',
    ]);
    const bad = await get('/widget/catalog/ListFilter', { currentFilter: '{oops' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Le filtre « currentFilter » n’est pas valide.',
      field: 'currentFilter',
    });
    const unknown: Record<string, string>[] = [
      { categoryId: '9999' },
      { brandId: '9999' },
      { tagId: '9999' },
    ];
    for (const query of unknown) {
      expect((await get('/widget/catalog/ListFilter', query)).statusCode).toBe(404);
    }
    expect((await get('/widget/catalog/ListFilter', { categoryId: 'x' })).statusCode).toBe(400);
  });

  it('quick view: photos, price, variants; 404 for unknown or inactive products', async () => {
    const res = await get('/api/v1/catalog/products/1/quickview', { culture: 'nl' });
    expect(res.statusCode).toBe(200);
    const view: QuickView = res.json();
    expect(view).toMatchObject({
      ProductId: 1,
      Url: expect.stringMatching(/^\/nl\/catalog\/product\//),
    });
    expect(view.Photos[0]).toMatchObject({
      Url: expect.stringMatching(/^\/media\/catalog\//),
      Width: 1200,
    });
    expect(view.Variants.Count).toBeGreaterThan(0);
    expect(view.Variants.Attributes[0]!.Name).toBe('Kleur');
    const [inactive] = await rows<{ id: number }>(
      'select id from products where not is_active limit 1',
    );
    for (const id of [999999, inactive!.id]) {
      const missing = await get(`/api/v1/catalog/products/${id}/quickview`, { culture: 'fr' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Ce produit n’existe pas ou n’est plus en vente.');
    }
  });

  const notice = async (kind: 'stock' | 'price' | 'catalog', ids: number[] = []) => {
    await recordCatalogChange(app.db, kind, ids);
    await pollCatalogChanges(app.db, app.site.cultures);
  };

  it('follows a catalog notice: the old index answers until the new one is swapped in', async () => {
    const before = await list('/fr/catalog');
    const first = before.Products[0]!.ProductId;
    await app.db.execute(sql.raw(`update products set is_active = false where id = ${first}`));
    await notice('catalog');
    // No request waits for the rebuild: the index it replaces answers meanwhile.
    expect((await list('/fr/catalog')).Paging.TotalItems).toBe(before.Paging.TotalItems);
    await listIndexIdle(app.db);
    const after = await list('/fr/catalog');
    expect(after.Paging.TotalItems).toBe(before.Paging.TotalItems - 1);
    expect(after.Products.some((p) => p.ProductId === first)).toBe(false);
    await app.db.execute(sql.raw(`update products set is_active = true where id = ${first}`));
    await notice('catalog');
    await listIndexIdle(app.db);
    expect((await list('/fr/catalog')).Paging.TotalItems).toBe(before.Paging.TotalItems);
  });

  it('patches stock and price changes into the same index, and drops only what they change', async () => {
    const index = await listIndex(app.db, app.site.cultures);
    const inStock = await allOf('/fr/catalog', { filter: JSON.stringify({ InStock: 1 }) });
    const sold = inStock[3]!;
    const stocks = await rows<{ variant_id: number; warehouse_id: number; quantity: number }>(
      `select s.variant_id, s.warehouse_id, s.quantity from variant_stocks s join variants v on v.id = s.variant_id where v.product_id = ${sold.ProductId}`,
    );
    // A notice that changes nothing a list shows keeps every kept answer.
    const version = index.version;
    await notice('stock', [sold.ProductId]);
    expect(index.version).toBe(version);

    await app.db.execute(
      sql.raw(
        `update variant_stocks set quantity = 0 where variant_id in (select id from variants where product_id = ${sold.ProductId})`,
      ),
    );
    await notice('stock', [sold.ProductId]);
    expect(await listIndex(app.db, app.site.cultures)).toBe(index);
    expect(index.version).toBe(version + 1);
    const after = await allOf('/fr/catalog', { filter: JSON.stringify({ InStock: 1 }) });
    expect(after.map((p) => p.ProductId)).toEqual(
      inStock.map((p) => p.ProductId).filter((id) => id !== sold.ProductId),
    );
    const tile = (await allOf('/fr/catalog')).find((p) => p.ProductId === sold.ProductId)!;
    expect(tile.InStock).toBe(false);
    // Its last variant alone back in stock: the tile names it, as its page opens on it.
    const [last] = await rows<{ id: number }>(
      `select id from variants where product_id = ${sold.ProductId} and is_active order by position desc, id desc limit 1`,
    );
    await app.db.execute(
      sql.raw(`update variant_stocks set quantity = 5 where variant_id = ${last!.id}`),
    );
    await app.db.execute(
      sql.raw(
        `insert into variant_stocks (variant_id, warehouse_id, quantity) select ${last!.id}, 1, 5 where not exists (select 1 from variant_stocks where variant_id = ${last!.id})`,
      ),
    );
    await notice('stock', [sold.ProductId]);
    const back = (await allOf('/fr/catalog')).find((p) => p.ProductId === sold.ProductId)!;
    expect(back).toMatchObject({ InStock: true, DefaultVariantId: last!.id });
    await app.db.execute(
      sql.raw(`update variant_stocks set quantity = 0 where variant_id = ${last!.id}`),
    );
    await notice('stock', [sold.ProductId]);

    // The cheapest product becomes the dearest: both price orders and the price ranges follow.
    const cheapest = (await list('/fr/catalog', { sort: 'price-asc' })).Products[0]!;
    const dearest = (await list('/fr/catalog', { sort: 'price-desc' })).Products[0]!;
    const { price } = (
      await rows<{ price: number }>(
        `select from_price_cents as price from products where id = ${cheapest.ProductId}`,
      )
    )[0]!;
    const range = PRICE_RANGES.find((r) => price >= r.min && (r.max === null || price < r.max))!;
    const inRange = async () =>
      (await allOf('/fr/catalog', { filter: JSON.stringify({ PriceRange: range.id }) })).map(
        (p) => p.ProductId,
      );
    expect(await inRange()).toContain(cheapest.ProductId);
    const dearer = Math.round(dearest.UnitPriceTaxIncl * 100) + 100;
    await app.db.execute(
      sql.raw(`update products set from_price_cents = ${dearer} where id = ${cheapest.ProductId}`),
    );
    await notice('price', [cheapest.ProductId]);
    expect(await listIndex(app.db, app.site.cultures)).toBe(index);
    expect((await list('/fr/catalog', { sort: 'price-desc' })).Products[0]!.ProductId).toBe(
      cheapest.ProductId,
    );
    expect((await list('/fr/catalog', { sort: 'price-asc' })).Products[0]!.ProductId).not.toBe(
      cheapest.ProductId,
    );
    expect(await inRange()).not.toContain(cheapest.ProductId);

    for (const s of stocks) {
      await app.db.execute(
        sql.raw(
          `update variant_stocks set quantity = ${s.quantity} where variant_id = ${s.variant_id} and warehouse_id = ${s.warehouse_id}`,
        ),
      );
    }
    await app.db.execute(
      sql.raw(`update products set from_price_cents = ${price} where id = ${cheapest.ProductId}`),
    );
    await notice('price', [sold.ProductId, cheapest.ProductId]);
    expect((await list('/fr/catalog', { sort: 'price-asc' })).Products[0]!.ProductId).toBe(
      cheapest.ProductId,
    );
    expect(
      (await allOf('/fr/catalog', { filter: JSON.stringify({ InStock: 1 }) })).map(
        (p) => p.ProductId,
      ),
    ).toEqual(inStock.map((p) => p.ProductId));
  });
});
