/**
 * Birth lists shared by link (ours, issue 16) through the real app on each engine: share on and
 * off (own list only, the old link dies), the shared list as JSON for the app and as the app
 * document for a browser, open to visitors.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { anonymousSid, caller, type Call } from '../support/cartFixtures';
import { newCustomer } from '../support/checkoutFixtures';
import { exec, json, one } from '../support/productFixtures';
import { SHARE, sharedBirthList, sharedPage } from './giftFixtures';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

describe.each(engines)('shared birth lists (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const tokenOf = async (listId: number) =>
    (
      await one<{ t: string | null }>(
        app,
        `select share_token as t from wishlists where id = ${listId}`,
      )
    ).t;

  it('is in the API document (so the bad-input harness covers it)', async () => {
    const doc = (await app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/v1/catalog/wishlist/share'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/{culture}/catalog/wishlist/shared/{token}'] ?? {})).toEqual([
      'get',
    ]);
    expect(
      Object.keys(doc.paths['/api/v1/catalog/wishlist/shared/{token}/addtocart'] ?? {}),
    ).toEqual(['post']);
  });

  it('shares with a fresh random token, keeps it while on, and kills the link when turned off', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 400);
    expect(list.token).toMatch(TOKEN);
    const again = await call('POST', SHARE, {
      sid: owner.sid,
      lang: 'nl',
      body: { Id: list.listId, Enabled: true, culture: 'nl' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      ShareUrl: `/nl/catalog/wishlist/shared/${list.token}`,
      Message: 'De lijst is gedeeld: stuur de link naar uw naasten.',
    });
    expect((await call('GET', sharedPage(list.token), json)).statusCode).toBe(200);

    const off = await call('POST', SHARE, {
      sid: owner.sid,
      body: { Id: list.listId, Enabled: false },
    });
    expect(off.json()).toEqual({
      ShareUrl: null,
      Message: 'La liste n’est plus partagée : l’ancien lien ne fonctionne plus.',
    });
    expect(await tokenOf(list.listId)).toBeNull();
    const dead = await call('GET', sharedPage(list.token), json);
    expect(dead.statusCode).toBe(404);
    expect(dead.json().message).toMatch(/n’est pas \(ou plus\) partagée/);
    // On again: a new link, the old one stays dead.
    const on = await call('POST', SHARE, {
      sid: owner.sid,
      body: { Id: list.listId, Enabled: true },
    });
    const token = (on.json().ShareUrl as string).split('/').pop()!;
    expect(token).toMatch(TOKEN);
    expect(token).not.toBe(list.token);
  });

  it('answers 404 for another customer’s list (unchanged) and 401 for a visitor', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 401);
    const other = await newCustomer(app);
    for (const Enabled of [false, true]) {
      const res = await call('POST', SHARE, {
        sid: other.sid,
        lang: 'nl',
        body: { Id: list.listId, Enabled },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Deze lijst werd niet gevonden.' });
    }
    const visitor = await call('POST', SHARE, {
      sid: await anonymousSid(app),
      body: { Id: list.listId, Enabled: false },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await tokenOf(list.listId)).toBe(list.token);
  });

  it('shows the list to anyone with the link: first name only, wanted, bought and left', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 402, 3);
    await exec(app, `update wishlist_items set purchased_quantity = 1 where id = ${list.itemId}`);
    const res = await app.inject({
      url: sharedPage(list.token, 'nl'),
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    // A look opens no session.
    expect(res.cookies.find((c) => c.name === 'vitrine.sid')).toBeUndefined();
    const view = res.json();
    expect(view).toMatchObject({
      Name: 'Naissance de Noé',
      Description: 'Merci pour lui !',
      Kind: 'birthlist',
      OwnerName: 'Lena',
      IsOwner: false,
    });
    expect(JSON.stringify(view)).not.toMatch(/Claes|@/);
    expect(view.Items).toEqual([
      expect.objectContaining({
        Id: list.itemId,
        ProductVariantId: list.variantId,
        Wanted: 3,
        Purchased: 1,
        Remaining: 2,
        Available: true,
        Url: expect.stringMatching(/^\/nl\/catalog\/product\//),
        UnitPriceHtml: expect.stringMatching(/^€\s?\d/),
      }),
    ]);
    // The owner sees it as guests do, told it is theirs.
    const mine = await call('GET', sharedPage(list.token), { sid: owner.sid, ...json });
    expect(mine.json().IsOwner).toBe(true);
    // More bought than now wanted (the owner lowered it): nothing left, never below 0.
    await exec(app, `update wishlist_items set quantity = 1 where id = ${list.itemId}`);
    const lowered = await call('GET', sharedPage(list.token), json);
    expect(lowered.json().Items[0]).toMatchObject({ Wanted: 1, Purchased: 1, Remaining: 0 });
  });

  it('serves the app document to a browser, and a 404 for a token that opens nothing', async () => {
    const owner = await newCustomer(app);
    const list = await sharedBirthList(app, call, owner, 403);
    const page = await app.inject({
      url: sharedPage(list.token),
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const unknown = 'A'.repeat(43);
    const html = await app.inject({ url: sharedPage(unknown), headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(404);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    const data = await app.inject({
      url: sharedPage(unknown, 'nl'),
      headers: { accept: 'application/json' },
    });
    expect(data.statusCode).toBe(404);
    expect(data.json()).toEqual({
      message: 'Deze lijst wordt niet (meer) gedeeld. Vraag de ouders om een nieuwe link.',
    });
    // A malformed token is bad input, before any lookup.
    const bad = await app.inject({
      url: sharedPage('short'),
      headers: { accept: 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
