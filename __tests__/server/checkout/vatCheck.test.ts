/**
 * K9 VAT check through the real app on each engine: check digits, bad input, the customer id,
 * what the session's cart remembers, and the EU VIES client against a fake VIES server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createViesClient } from '../../../server/services/vat/viesClient';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import {
  addToCart,
  anonymousSid,
  caller,
  stockedVariant,
  storedCart,
  type Call,
} from '../support/cartFixtures';
import { countryId, newCustomer } from '../support/checkoutFixtures';

type Mode = 'valid' | 'invalid' | 'unavailable' | 'error' | 'slow';

/** A stand-in for VIES: answers as `mode` says and records the paths asked. */
async function fakeVies() {
  const state = { mode: 'valid' as Mode, asked: [] as string[] };
  const server = http.createServer((req, res) => {
    state.asked.push(req.url ?? '');
    if (state.mode === 'slow') return; // never answers
    if (state.mode === 'error') return res.writeHead(500).end('oops');
    const body = {
      valid: { isValid: true, userError: 'VALID' },
      invalid: { isValid: false, userError: 'INVALID' },
      unavailable: { isValid: false, userError: 'MS_UNAVAILABLE' },
    }[state.mode];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { state, url, close };
}

describe('VIES client', () => {
  let vies: Awaited<ReturnType<typeof fakeVies>>;
  beforeAll(async () => {
    vies = await fakeVies();
  });
  afterAll(async () => {
    await vies.close();
  });

  it('asks GET {VIES_URL}/ms/{country}/vat/{number} and reads isValid', async () => {
    const client = createViesClient(`${vies.url}/`);
    vies.state.mode = 'valid';
    await expect(client.check('BE', '0403019261')).resolves.toEqual({
      reachable: true,
      valid: true,
    });
    expect(vies.state.asked.at(-1)).toBe('/ms/BE/vat/0403019261');
    vies.state.mode = 'invalid';
    await expect(client.check('EL', '094259216')).resolves.toEqual({
      reachable: true,
      valid: false,
    });
    expect(vies.state.asked.at(-1)).toBe('/ms/EL/vat/094259216');
  });

  it('counts a member state that is down, an HTTP error or a timeout as unreachable', async () => {
    const client = createViesClient(vies.url, 300);
    vies.state.mode = 'unavailable';
    await expect(client.check('BE', '0403019261')).resolves.toEqual({
      reachable: false,
      reason: 'MS_UNAVAILABLE',
    });
    vies.state.mode = 'error';
    await expect(client.check('BE', '0403019261')).resolves.toMatchObject({ reachable: false });
    vies.state.mode = 'slow';
    const started = Date.now();
    await expect(client.check('BE', '0403019261')).resolves.toEqual({
      reachable: false,
      reason: 'TimeoutError',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('counts a server that is not there as unreachable', async () => {
    const gone = await fakeVies();
    await gone.close();
    const answer = await createViesClient(gone.url).check('BE', '0403019261');
    expect(answer).toMatchObject({ reachable: false });
  });
});

describe.each(engines)('K9 VAT check (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let BE: number;
  let NL: number;
  let CH: number;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    [BE, NL, CH] = [
      await countryId(app, 'BE'),
      await countryId(app, 'NL'),
      await countryId(app, 'CH'),
    ];
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const check = (query: Record<string, string | number>, sid?: string, lang = 'fr') =>
    call(
      'GET',
      `/api/v1/sales/customers/checkisvatvalid/?${new URLSearchParams(query as Record<string, string>)}`,
      {
        sid,
        lang,
      },
    );

  it('answers true with no message for a number whose check digits hold', async () => {
    const res = await check({ countryId: BE, VAT: 'BE 0403.019.261' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsVATValidWebService: true, ErrorMessage: '' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await check({ countryId: NL, VAT: 'NL000099998B57' })).json()).toMatchObject({
      IsVATValidWebService: true,
    });
  });

  it('answers false with a translated reason', async () => {
    const fr = await check({ countryId: BE, VAT: 'BE0403019262' });
    expect(fr.statusCode).toBe(200);
    expect(fr.json()).toEqual({
      IsVATValidWebService: false,
      ErrorMessage:
        'Ce numéro de TVA n’existe pas : ses chiffres de contrôle ne correspondent pas. Vérifiez-le.',
    });
    const nl = await check({ countryId: BE, VAT: 'BE0403019262' }, undefined, 'nl');
    expect(nl.json().ErrorMessage).toBe(
      'Dit btw-nummer bestaat niet: de controlecijfers kloppen niet. Kijk het na.',
    );
    const format = await check({ countryId: NL, VAT: '12345' }, undefined, 'nl');
    expect(format.json()).toEqual({
      IsVATValidWebService: false,
      ErrorMessage: 'Dit btw-nummer heeft niet de vorm van een btw-nummer uit Nederland.',
    });
    // The culture in the query wins over Accept-Language.
    const asked = await check({ countryId: NL, VAT: '12345', culture: 'fr' }, undefined, 'nl');
    expect(asked.json().ErrorMessage).toContain('Pays-Bas');
  });

  it('answers null when the country is not in the EU', async () => {
    const res = await check({ countryId: CH, VAT: 'CHE-116.281.710' });
    expect(res.json()).toEqual({
      IsVATValidWebService: null,
      ErrorMessage:
        'Nous ne pouvons pas vérifier les numéros de TVA de Suisse : il sera contrôlé avec votre commande.',
    });
  });

  it.each([
    ['an empty number', { VAT: '' }],
    ['a number too long', { VAT: 'BE'.padEnd(21, '1') }],
    ['no country', { countryId: undefined }],
    ['a country id that is not a number', { countryId: 'abc' }],
    ['country id 0', { countryId: 0 }],
    ['an unknown parameter', { foo: 'bar' }],
  ])('refuses %s (400)', async (_label, change) => {
    const query: Record<string, unknown> = { countryId: BE, VAT: 'BE0403019261', ...change };
    const res = await check(
      Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as never,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses blanks and stray characters with a translated message naming the field', async () => {
    const blank = await check({ countryId: BE, VAT: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Saisissez un numéro de TVA.', field: 'VAT' });
    const odd = await check({ countryId: BE, VAT: '<b>0403</b>' }, undefined, 'nl');
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual({
      message: 'Een btw-nummer bevat alleen letters, cijfers, spaties, punten en streepjes.',
      field: 'VAT',
    });
  });

  it('answers 404 for an unknown country and for an unknown culture', async () => {
    const res = await check({ countryId: 999999, VAT: 'BE0403019261' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Ce pays n’existe pas dans notre boutique.' });
    expect((await check({ countryId: BE, VAT: 'BE0403019261', culture: 'de' })).statusCode).toBe(
      404,
    );
  });

  it('accepts the customer id of the signed-in customer only (403 otherwise)', async () => {
    const me = await newCustomer(app);
    const other = await newCustomer(app);
    const own = await check({ countryId: BE, VAT: 'BE0403019261', customerId: me.id }, me.sid);
    expect(own.statusCode).toBe(200);
    const theirs = await check(
      { countryId: BE, VAT: 'BE0403019261', customerId: other.id },
      me.sid,
    );
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(
      'Vous ne pouvez vérifier un numéro de TVA que pour votre propre compte.',
    );
    const anonymous = await check({ countryId: BE, VAT: 'BE0403019261', customerId: me.id });
    expect(anonymous.statusCode).toBe(403);
  });

  it('remembers the number on the session cart, which then applies reverse charge', async () => {
    const me = await newCustomer(app);
    const v = await stockedVariant(app, 10, 120);
    expect((await addToCart(call, me.sid, v.id, 1)).statusCode).toBe(200);
    const before = await storedCart(app, me.sid);
    const dutch = await check({ countryId: NL, VAT: 'nl 4495445 b01' }, me.sid);
    expect(dutch.json().IsVATValidWebService).toBe(true);
    const remembered = await storedCart(app, me.sid);
    expect(remembered.cart).toMatchObject({ vat_number: 'NL004495445B01', vat_valid: true });
    // Reverse charge starts: the amounts change, so does the version.
    expect(Number(remembered.cart!.version)).toBe(Number(before.cart!.version) + 1);
    const cart = (await call('GET', '/api/v1/shoppingcarts', { sid: me.sid })).json();
    expect(cart).toMatchObject({ VAT: 'NL004495445B01', IsVATValid: true });
    expect(cart.Totals).toMatchObject({ VatExempt: true, VatCents: 0 });
    // Another valid Dutch number: still reverse charge, the version stays.
    await check({ countryId: NL, VAT: 'NL000099998B57' }, me.sid);
    const same = await storedCart(app, me.sid);
    expect(same.cart).toMatchObject({
      vat_number: 'NL000099998B57',
      version: remembered.cart!.version,
    });
    // A wrong number ends reverse charge.
    await check({ countryId: NL, VAT: 'NL004495446B01' }, me.sid);
    const wrong = await storedCart(app, me.sid);
    expect(wrong.cart).toMatchObject({ vat_number: 'NL004495446B01', vat_valid: false });
    expect(Number(wrong.cart!.version)).toBe(Number(remembered.cart!.version) + 1);
    const after = (await call('GET', '/api/v1/shoppingcarts', { sid: me.sid })).json();
    expect(after.Totals.VatExempt).toBe(false);
    expect(wrong.lines).toEqual(before.lines);
  });

  it('creates no cart for a visitor who has none, and leaves the cart alone on bad input', async () => {
    const sid = await anonymousSid(app);
    expect((await check({ countryId: BE, VAT: 'BE0403019261' }, sid)).statusCode).toBe(200);
    expect((await storedCart(app, sid)).cart).toBeNull();
    const me = await newCustomer(app);
    const v = await stockedVariant(app, 10, 121);
    await addToCart(call, me.sid, v.id, 1);
    const before = await storedCart(app, me.sid);
    expect((await check({ countryId: BE, VAT: '%%%' }, me.sid)).statusCode).toBe(400);
    expect((await check({ countryId: 999999, VAT: 'BE0403019261' }, me.sid)).statusCode).toBe(404);
    expect(await storedCart(app, me.sid)).toEqual(before);
  });
});

describe.each(engines)('K9 with the EU VIES service (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let vies: Awaited<ReturnType<typeof fakeVies>>;
  let BE: number;
  let DE: number;
  beforeAll(async () => {
    vies = await fakeVies();
    process.env.VIES_URL = vies.url;
    try {
      app = await buildTestApp(engine);
    } finally {
      delete process.env.VIES_URL;
    }
    call = caller(app, await csrf(app));
    BE = await countryId(app, 'BE');
    DE = await countryId(app, 'DE');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await vies.close();
  });

  const check = (countryId: number, VAT: string) =>
    call(
      'GET',
      `/api/v1/sales/customers/checkisvatvalid/?countryId=${countryId}&VAT=${encodeURIComponent(VAT)}`,
    );

  it('says false when VIES does not know a number whose check digits hold', async () => {
    vies.state.mode = 'invalid';
    const res = await check(BE, 'BE0403019261');
    expect(res.json()).toEqual({
      IsVATValidWebService: false,
      ErrorMessage: 'Ce numéro de TVA n’est pas enregistré auprès du service européen VIES.',
    });
    expect(vies.state.asked.at(-1)).toBe('/ms/BE/vat/0403019261');
  });

  it('confirms a registered number, and is not asked about one the check digits rule out', async () => {
    vies.state.mode = 'valid';
    expect((await check(DE, 'DE 136 695 976')).json()).toEqual({
      IsVATValidWebService: true,
      ErrorMessage: '',
    });
    expect(vies.state.asked.at(-1)).toBe('/ms/DE/vat/136695976');
    const asked = vies.state.asked.length;
    expect((await check(BE, 'BE0403019262')).json().IsVATValidWebService).toBe(false);
    expect(vies.state.asked.length).toBe(asked);
  });

  it('falls back on the check digits, with a note, when VIES cannot answer', async () => {
    const note =
      'Le service européen VIES n’a pas pu être joint : seuls les chiffres de contrôle du numéro ont été vérifiés.';
    vies.state.mode = 'unavailable';
    expect((await check(BE, 'BE0403019261')).json()).toEqual({
      IsVATValidWebService: true,
      ErrorMessage: note,
    });
    await vies.close();
    const res = await check(BE, 'BE0403019261');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ IsVATValidWebService: true, ErrorMessage: note });
  });
});
