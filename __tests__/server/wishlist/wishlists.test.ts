/**
 * Wishlists (issue 16) through the real app on each engine: W4 (the default list created at
 * the first add with its translated name, a second add raising the quantity up to the max, a
 * bad quantity refused in fr and nl with nothing written, another customer's list 404), W8 and
 * W11 (a visitor: 200 with nothing), create (ours), C11 and W12 (the modal's view and form,
 * a new list, neither list nor name: 400 naming WishlistId), and the visitor's 401s.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  WISHLIST_MAX_ITEMS,
  WISHLIST_MAX_LISTS,
  WISHLIST_QUANTITY_MAX,
} from '../../../rules/wishlist';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, stockedVariant, type Call } from '../support/cartFixtures';
import { newCustomer } from '../support/checkoutFixtures';
import { exec, rows } from '../support/productFixtures';

const ADD = '/api/v1/catalog/wishlist/addproductvariant';
const COUNT = '/api/v1/catalog/wishlist/products/count';
const LOOKUP = '/api/v1/catalog/wishlist/isinthelist';
const CREATE = '/api/v1/catalog/wishlist/create';
const POPUP = (culture: string) => `/${culture}/catalog/wishlist/popup`;
const JSON_ACCEPT = 'application/json';

describe.each(engines)('wishlists: adding and reading (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let variants: number[];
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    // Slots 400-403: this file's own variants (test files share one PostgreSQL database).
    variants = [];
    for (let slot = 400; slot < 404; slot += 1) {
      variants.push((await stockedVariant(app, 50, slot)).id);
    }
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const listsOf = (customerId: number) =>
    rows<{ id: number; kind: string; name: string }>(
      app,
      `select id, kind, name from wishlists where customer_id = ${customerId} order by id`,
    );
  const itemsOf = (customerId: number) =>
    rows<{ id: number; wishlist_id: number; variant_id: number; quantity: number }>(
      app,
      `select i.id, i.wishlist_id, i.variant_id, i.quantity from wishlist_items i
       join wishlists w on w.id = i.wishlist_id where w.customer_id = ${customerId} order by i.id`,
    );

  it('W4 creates the default list of each kind at the first add, with its name in the culture', async () => {
    const customer = await newCustomer(app);
    const first = await call('POST', ADD, {
      sid: customer.sid,
      body: { ProductVariantId: variants[0] },
    });
    expect(first.statusCode).toBe(200);
    const lists = await listsOf(customer.id);
    expect(lists).toEqual([
      { id: expect.any(Number), kind: 'wishlist', name: 'Ma liste de souhaits' },
    ]);
    expect(first.json()).toEqual({
      Message: 'Ajouté à « Ma liste de souhaits ».',
      WishlistId: lists[0]!.id,
      ListName: 'Ma liste de souhaits',
      WishlistProductId: expect.any(Number),
    });
    const birth = await call('POST', ADD, {
      sid: customer.sid,
      lang: 'nl',
      body: { ProductVariantId: variants[0], Kind: 'birthlist', Quantity: '2' },
    });
    expect(birth.json()).toMatchObject({
      ListName: 'Mijn geboortelijst',
      Message: 'Toegevoegd aan ‘Mijn geboortelijst’.',
    });
    expect((await listsOf(customer.id)).map((l) => l.kind)).toEqual(['wishlist', 'birthlist']);
    expect((await itemsOf(customer.id)).map((i) => i.quantity)).toEqual([1, 2]);
  });

  it('W4 raises the quantity of a variant already in the list, never above the maximum', async () => {
    const customer = await newCustomer(app);
    const add = (Quantity: string | number) =>
      call('POST', ADD, { sid: customer.sid, body: { ProductVariantId: variants[1], Quantity } });
    const a = (await add(3)).json();
    const b = (await add(' 4 ')).json();
    expect(b.WishlistProductId).toBe(a.WishlistProductId);
    expect((await itemsOf(customer.id)).map((i) => i.quantity)).toEqual([7]);
    expect((await add(WISHLIST_QUANTITY_MAX)).statusCode).toBe(200);
    expect((await itemsOf(customer.id)).map((i) => i.quantity)).toEqual([WISHLIST_QUANTITY_MAX]);
  });

  it('W4 refuses a bad quantity in fr and nl and writes nothing', async () => {
    const customer = await newCustomer(app);
    for (const Quantity of [0, -1, 'abc', '1.5', '1000']) {
      const fr = await call('POST', ADD, {
        sid: customer.sid,
        body: { ProductVariantId: variants[0], Quantity },
      });
      expect(fr.statusCode).toBe(400);
      expect(fr.json()).toEqual({
        message: `La quantité doit être un nombre entier de 1 à ${WISHLIST_QUANTITY_MAX}.`,
        field: 'Quantity',
      });
      const nl = await call('POST', ADD, {
        sid: customer.sid,
        lang: 'nl',
        body: { ProductVariantId: variants[0], Quantity },
      });
      expect(nl.json().message).toBe(
        `Het aantal moet een geheel getal van 1 tot ${WISHLIST_QUANTITY_MAX} zijn.`,
      );
    }
    expect(await listsOf(customer.id)).toEqual([]);
  });

  it("W4 answers 404 for another customer's list, and for a variant not on sale", async () => {
    const owner = await newCustomer(app);
    const other = await newCustomer(app);
    const listId = (
      await call('POST', ADD, { sid: owner.sid, body: { ProductVariantId: variants[0] } })
    ).json().WishlistId;
    const res = await call('POST', ADD, {
      sid: other.sid,
      body: { ProductVariantId: variants[1], WishlistId: listId },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Cette liste est introuvable.' });
    const missing = await call('POST', ADD, {
      sid: other.sid,
      body: { ProductVariantId: variants[1], WishlistId: 2147483647 },
    });
    expect(missing.json()).toEqual(res.json());
    const [inactive] = await rows<{ id: number }>(
      app,
      'select id from variants where not is_active order by id limit 1',
    );
    if (inactive) {
      const gone = await call('POST', ADD, {
        sid: other.sid,
        body: { ProductVariantId: inactive.id },
      });
      expect(gone.statusCode).toBe(404);
    }
    expect(await listsOf(other.id)).toEqual([]);
    expect((await itemsOf(owner.id)).length).toBe(1);
  });

  it('W8 counts the items over all lists; W11 tells which kinds hold each variant', async () => {
    const customer = await newCustomer(app);
    await call('POST', ADD, { sid: customer.sid, body: { ProductVariantId: variants[0] } });
    await call('POST', ADD, { sid: customer.sid, body: { ProductVariantId: variants[1] } });
    await call('POST', ADD, {
      sid: customer.sid,
      body: { ProductVariantId: variants[1], Kind: 'birthlist' },
    });
    expect((await call('GET', COUNT, { sid: customer.sid })).json()).toEqual({ Count: 3 });
    const ids = `${variants[0]},${variants[1]},${variants[2]}`;
    const lookup = await call('GET', `${LOOKUP}?productVariantIds=${ids}`, { sid: customer.sid });
    expect(lookup.json()).toEqual({
      Items: [
        { ProductVariantId: variants[0], InWishlist: true, InBirthlist: false },
        { ProductVariantId: variants[1], InWishlist: true, InBirthlist: true },
        { ProductVariantId: variants[2], InWishlist: false, InBirthlist: false },
      ],
    });
  });

  it('a visitor: W8 is 0 and W11 all false (200); W4, create, C11 and W12 are 401', async () => {
    const count = await call('GET', COUNT);
    expect([count.statusCode, count.json()]).toEqual([200, { Count: 0 }]);
    const lookup = await call('GET', `${LOOKUP}?productVariantIds=${variants[0]}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().Items).toEqual([
      { ProductVariantId: variants[0], InWishlist: false, InBirthlist: false },
    ]);
    const add = await call('POST', ADD, { body: { ProductVariantId: variants[0] } });
    expect(add.statusCode).toBe(401);
    expect(typeof add.json().message).toBe('string');
    const create = await call('POST', CREATE, { body: { Name: 'x', Kind: 'wishlist' } });
    expect(create.statusCode).toBe(401);
    const popup = await call('GET', `${POPUP('fr')}?ProductVariantId=${variants[0]}`, {
      accept: JSON_ACCEPT,
    });
    expect(popup.statusCode).toBe(401);
    const post = await call('POST', POPUP('fr'), {
      accept: JSON_ACCEPT,
      body: { ProductVariantId: variants[0], Kind: 'wishlist', Quantity: 1, WishlistId: 1 },
    });
    expect(post.statusCode).toBe(401);
  });

  it('create makes an empty list (trimmed name); a blank name is a translated 400', async () => {
    const customer = await newCustomer(app);
    const res = await call('POST', CREATE, {
      sid: customer.sid,
      body: { Name: '  Anniversaire  ', Kind: 'birthlist', Description: 'Pour juin' },
    });
    expect(res.statusCode).toBe(200);
    const [list] = await listsOf(customer.id);
    expect(res.json()).toEqual({
      Id: list!.id,
      Name: 'Anniversaire',
      Url: `/fr/catalog/wishlist/list?Id=${list!.id}`,
      Message: 'La liste « Anniversaire » a été créée.',
    });
    for (const [lang, message] of [
      ['fr', 'Le nom de la liste est obligatoire.'],
      ['nl', 'De naam van de lijst is verplicht.'],
    ] as const) {
      const blank = await call('POST', CREATE, {
        sid: customer.sid,
        lang,
        body: { Name: '   ', Kind: 'wishlist' },
      });
      expect([blank.statusCode, blank.json()]).toEqual([400, { message, field: 'Name' }]);
    }
    expect((await listsOf(customer.id)).length).toBe(1);
  });

  it('C11 shows the lists of the kind with the quantity already held; W12 adds to one or to a new list', async () => {
    const customer = await newCustomer(app);
    const empty = await call(
      'GET',
      `${POPUP('nl')}?ProductVariantId=${variants[2]}&Kind=birthlist`,
      {
        sid: customer.sid,
        accept: JSON_ACCEPT,
      },
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      ProductVariantId: variants[2],
      ProductName: expect.any(String),
      Kind: 'birthlist',
      Lists: [],
      DefaultListId: null,
      Quantity: 1,
      Action: '/nl/catalog/wishlist/popup',
    });
    const created = await call('POST', POPUP('nl'), {
      sid: customer.sid,
      accept: JSON_ACCEPT,
      body: {
        ProductVariantId: variants[2],
        Kind: 'birthlist',
        Quantity: '2',
        NewListName: ' Lotte ',
      },
    });
    expect(created.statusCode).toBe(200);
    const listId = created.json().WishlistId;
    expect(created.json()).toEqual({
      IsSuccessfull: true,
      WishlistProductId: expect.any(Number),
      Quantity: 2,
      WishlistId: listId,
      ListName: 'Lotte',
      Message: 'Toegevoegd aan ‘Lotte’.',
    });
    const again = await call('POST', POPUP('nl'), {
      sid: customer.sid,
      accept: JSON_ACCEPT,
      body: { ProductVariantId: variants[2], Kind: 'birthlist', Quantity: 1, WishlistId: listId },
    });
    expect(again.json()).toMatchObject({ Quantity: 3, WishlistId: listId });
    const view = await call(
      'GET',
      `${POPUP('nl')}?ProductVariantId=${variants[2]}&Kind=birthlist`,
      {
        sid: customer.sid,
        accept: JSON_ACCEPT,
      },
    );
    expect(view.json()).toMatchObject({
      Lists: [
        {
          Id: listId,
          Name: 'Lotte',
          Quantity: 3,
          WishlistProductId: created.json().WishlistProductId,
        },
      ],
      DefaultListId: listId,
    });
    // A wishlist (the other kind) shows none of the birth lists.
    const other = await call('GET', `${POPUP('nl')}?ProductVariantId=${variants[2]}`, {
      sid: customer.sid,
      accept: JSON_ACCEPT,
    });
    expect(other.json()).toMatchObject({ Kind: 'wishlist', Lists: [] });
  });

  it('W12 refuses neither list nor name (400 naming WishlistId), a bad quantity, another customer\u2019s list', async () => {
    const customer = await newCustomer(app);
    const other = await newCustomer(app);
    const post = (sid: string, body: Record<string, unknown>, lang = 'fr') =>
      call('POST', POPUP('fr'), {
        sid,
        lang,
        accept: JSON_ACCEPT,
        body: { ProductVariantId: variants[3], Kind: 'wishlist', Quantity: 1, ...body },
      });
    const neither = await post(customer.sid, { NewListName: '  ' });
    expect([neither.statusCode, neither.json()]).toEqual([
      400,
      {
        message: 'Choisissez une liste ou donnez un nom à une nouvelle liste.',
        field: 'WishlistId',
      },
    ]);
    const bad = await post(customer.sid, { NewListName: 'Noël', Quantity: '1.5' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'Quantity']);
    expect(await listsOf(customer.id)).toEqual([]);
    const own = (await post(customer.sid, { NewListName: 'Noël' })).json().WishlistId;
    const refused = await post(other.sid, { WishlistId: own });
    expect([refused.statusCode, refused.json()]).toEqual([
      404,
      { message: 'Cette liste est introuvable.' },
    ]);
    expect(await listsOf(other.id)).toEqual([]);
  });

  it('refuses a list past WISHLIST_MAX_LISTS and an item past WISHLIST_MAX_ITEMS, writing nothing', async () => {
    const customer = await newCustomer(app);
    await exec(
      app,
      `insert into wishlists (customer_id, kind, name)
       select ${customer.id}, 'wishlist', 'L' || n from generate_series(1, ${WISHLIST_MAX_LISTS}) n`,
    );
    const create = await call('POST', CREATE, {
      sid: customer.sid,
      body: { Name: 'Une de trop', Kind: 'wishlist' },
    });
    expect([create.statusCode, create.json()]).toEqual([
      400,
      { message: `Vous avez déjà le maximum de ${WISHLIST_MAX_LISTS} listes.`, field: 'Name' },
    ]);
    const popup = await call('POST', POPUP('nl'), {
      sid: customer.sid,
      lang: 'nl',
      accept: JSON_ACCEPT,
      body: { ProductVariantId: variants[0], Kind: 'birthlist', Quantity: 1, NewListName: 'X' },
    });
    expect(popup.json()).toEqual({
      message: `U hebt al het maximum van ${WISHLIST_MAX_LISTS} lijsten.`,
      field: 'NewListName',
    });
    expect((await listsOf(customer.id)).length).toBe(WISHLIST_MAX_LISTS);
    // The first list full: WISHLIST_MAX_ITEMS other variants, written directly.
    const [first] = await listsOf(customer.id);
    await exec(
      app,
      `insert into wishlist_items (wishlist_id, variant_id, quantity)
       select ${first!.id}, id, 1 from variants
       where id not in (${variants.join(', ')}) order by id limit ${WISHLIST_MAX_ITEMS}`,
    );
    const full = await call('POST', ADD, {
      sid: customer.sid,
      body: { ProductVariantId: variants[0], WishlistId: first!.id },
    });
    expect([full.statusCode, full.json()]).toEqual([
      400,
      {
        message: `Cette liste contient déjà le maximum de ${WISHLIST_MAX_ITEMS} articles.`,
        field: 'WishlistId',
      },
    ]);
    expect((await itemsOf(customer.id)).length).toBe(WISHLIST_MAX_ITEMS);
  });

  it('C11 answers 404 for a variant not on sale; a browser opening it gets the app document', async () => {
    const customer = await newCustomer(app);
    // The deepest slot: taking it off sale shifts no other file's slot.
    const gone = (await stockedVariant(app, 5, 499)).id;
    await exec(app, `update variants set is_active = false where id = ${gone}`);
    try {
      const res = await call('GET', `${POPUP('fr')}?ProductVariantId=${gone}`, {
        sid: customer.sid,
        accept: JSON_ACCEPT,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await exec(app, `update variants set is_active = true where id = ${gone}`);
    }
    const page = await call('GET', `${POPUP('fr')}?ProductVariantId=${variants[0]}`, {
      accept: 'text/html',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
