/** K14 (ours) address form: create, read, update, required fields, VAT, ownership, bad input. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call } from '../support/cartFixtures';
import { addressForm, countryId, newCustomer, saveAddress } from '../support/checkoutFixtures';
import { rows } from '../support/productFixtures';

describe.each(engines)('K14 address form (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let BE: number;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    BE = await countryId(app, 'BE');
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const stored = (customerId: number) =>
    rows<Record<string, unknown>>(
      app,
      `select * from addresses where customer_id = ${customerId} order by id`,
    );

  it('creates a billing address from the Billing-prefixed fields (201) and reads it back', async () => {
    const me = await newCustomer(app);
    const res = await call('POST', '/api/v1/customers/addresses', {
      sid: me.sid,
      body: addressForm('Billing', BE, { BillingBoxNumber: '3', Phone: '+32 2 123 45 67' }),
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      AddressType: 'Billing',
      Address: {
        Id: saved.Id,
        AccountType: 'Private',
        FirstName: 'Lena',
        Street1: 'Rue Haute',
        HouseNumber: '12',
        BoxNumber: '3',
        PostalCode: '1000',
        City: 'Bruxelles',
        CountryId: BE,
        CountryName: 'Belgique',
        VAT: null,
        Phone: '+32 2 123 45 67',
        Summary: 'Rue Haute 12 bte 3, 1000 Bruxelles, Belgique',
      },
    });
    const nl = await call('GET', `/api/v1/customers/addresses/${saved.Id}`, {
      sid: me.sid,
      lang: 'nl',
    });
    expect(nl.statusCode).toBe(200);
    expect(nl.json()).toMatchObject({
      Id: saved.Id,
      Summary: 'Rue Haute 12 bus 3, 1000 Bruxelles, België',
    });
  });

  it('takes the plain fields for a shipping address and ignores the Billing ones', async () => {
    const me = await newCustomer(app);
    const form = addressForm('Shipping', BE, { BillingCity: 'Liège', BillingVAT: 'BE0403019261' });
    const id = await saveAddress(call, me.sid, form);
    const [row] = await stored(me.id);
    expect(row).toMatchObject({
      id,
      address_type: 'Shipping',
      city: 'Gent',
      street1: 'Veldstraat',
      vat: null,
    });
  });

  it('keeps a valid VAT number of a billing address in EU notation', async () => {
    const me = await newCustomer(app);
    await saveAddress(
      call,
      me.sid,
      addressForm('Both', BE, {
        AccountType: 'Company',
        CompanyName: 'Atelier Claes',
        BillingVAT: '0403.019.261',
      }),
    );
    const [row] = await stored(me.id);
    expect(row).toMatchObject({
      address_type: 'Both',
      account_type: 'Company',
      vat: 'BE0403019261',
    });
  });

  it.each([
    [
      'Billing',
      { BillingCity: undefined },
      'BillingCity',
      'Le champ « Localité » est obligatoire.',
    ],
    [
      'Billing',
      { BillingStreet1: undefined },
      'BillingStreet1',
      'Le champ « Rue » est obligatoire.',
    ],
    ['Both', { BillingCountry: undefined }, 'BillingCountry', 'Le champ « Pays » est obligatoire.'],
    ['Shipping', { CountryId: undefined }, 'CountryId', 'Le champ « Pays » est obligatoire.'],
    [
      'Shipping',
      { PostalCode: undefined },
      'PostalCode',
      'Le champ « Code postal » est obligatoire.',
    ],
    ['Billing', { FirstName: '   ' }, 'FirstName', 'Le champ « Prénom » est obligatoire.'],
    ['Billing', { AccountType: 'Company' }, 'CompanyName', 'Le champ « Société » est obligatoire.'],
    ['Billing', { BillingCountry: 999999 }, 'BillingCountry', 'Choisissez un pays de la liste.'],
    [
      'Billing',
      { BillingVAT: 'BE0403019262' },
      'BillingVAT',
      'Ce numéro de TVA n’existe pas : ses chiffres de contrôle ne correspondent pas. Vérifiez-le.',
    ],
    [
      'Both',
      { BillingVAT: '12' },
      'BillingVAT',
      'Ce numéro de TVA n’a pas la forme d’un numéro de TVA de Belgique.',
    ],
  ] as const)('refuses a %s address with %j: 400 on %s', async (type, change, field, message) => {
    const me = await newCustomer(app);
    const form = { ...addressForm(type, BE), ...change };
    const res = await call('POST', '/api/v1/customers/addresses', { sid: me.sid, body: form });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field });
    expect(await stored(me.id)).toEqual([]);
  });

  it('translates the required-field message', async () => {
    const me = await newCustomer(app);
    const form = { ...addressForm('Shipping', BE), City: undefined };
    const res = await call('POST', '/api/v1/customers/addresses', {
      sid: me.sid,
      lang: 'nl',
      body: form,
    });
    expect(res.json()).toEqual({ message: 'Het veld ‘Gemeente’ is verplicht.', field: 'City' });
  });

  it.each([
    ['an unknown field', { Nickname: 'x' }],
    ['an unknown address type', { AddressType: 'Office' }],
    ['letters in the phone number', { Phone: 'call me' }],
    ['a negative id', { Id: -1 }],
    ['a postal code too long', { BillingPostalCode: '12345678901' }],
    ['a VAT number too long', { BillingVAT: 'BE'.padEnd(21, '0') }],
  ])('refuses %s before anything is saved (400)', async (_label, change) => {
    const me = await newCustomer(app);
    const res = await call('POST', '/api/v1/customers/addresses', {
      sid: me.sid,
      body: { ...addressForm('Billing', BE), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await stored(me.id)).toEqual([]);
  });

  it('updates the customer’s own address (PUT, and POST with its Id)', async () => {
    const me = await newCustomer(app);
    const id = await saveAddress(call, me.sid, addressForm('Billing', BE));
    const put = await call('PUT', `/api/v1/customers/addresses/${id}`, {
      sid: me.sid,
      body: addressForm('Both', BE, { Id: id, BillingCity: 'Namur', BillingPostalCode: '5000' }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ Id: id, AddressType: 'Both', Address: { City: 'Namur' } });
    const post = await call('POST', '/api/v1/customers/addresses', {
      sid: me.sid,
      body: addressForm('Shipping', BE, { Id: id }),
    });
    expect(post.statusCode).toBe(200);
    expect(await stored(me.id)).toEqual([
      expect.objectContaining({ id, address_type: 'Shipping', city: 'Gent' }),
    ]);
  });

  it('answers 404 for another customer’s address and changes nothing', async () => {
    const owner = await newCustomer(app);
    const intruder = await newCustomer(app);
    const id = await saveAddress(call, owner.sid, addressForm('Billing', BE));
    const before = await stored(owner.id);
    const put = await call('PUT', `/api/v1/customers/addresses/${id}`, {
      sid: intruder.sid,
      body: addressForm('Billing', BE, { BillingCity: 'Mons' }),
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({
      message: 'Cette adresse n’existe pas dans votre carnet d’adresses.',
    });
    const post = await call('POST', '/api/v1/customers/addresses', {
      sid: intruder.sid,
      body: addressForm('Billing', BE, { Id: id }),
    });
    expect(post.statusCode).toBe(404);
    const get = await call('GET', `/api/v1/customers/addresses/${id}`, { sid: intruder.sid });
    expect(get.statusCode).toBe(404);
    expect(
      (await call('GET', '/api/v1/customers/addresses/999999', { sid: owner.sid })).statusCode,
    ).toBe(404);
    expect(await stored(owner.id)).toEqual(before);
    expect(await stored(intruder.id)).toEqual([]);
  });

  it('refuses a PUT whose body names another address, and bad ids', async () => {
    const me = await newCustomer(app);
    const id = await saveAddress(call, me.sid, addressForm('Billing', BE));
    const res = await call('PUT', `/api/v1/customers/addresses/${id}`, {
      sid: me.sid,
      body: addressForm('Billing', BE, { Id: id + 1 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'Id' });
    expect((await call('GET', '/api/v1/customers/addresses/0', { sid: me.sid })).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/v1/customers/addresses/abc', { sid: me.sid })).statusCode).toBe(
      400,
    );
    const culture = await call('GET', `/api/v1/customers/addresses/${id}?culture=de`, {
      sid: me.sid,
    });
    expect(culture.statusCode).toBe(404);
  });

  it('needs a signed-in customer (401) and the CSRF header (403)', async () => {
    const anonymous = await call('POST', '/api/v1/customers/addresses', {
      body: addressForm('Billing', BE),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Vous devez être connecté pour continuer.' });
    expect((await call('GET', '/api/v1/customers/addresses/1')).statusCode).toBe(401);
    const me = await newCustomer(app);
    const noToken = await call('POST', '/api/v1/customers/addresses', {
      sid: me.sid,
      csrfHeader: false,
      body: addressForm('Billing', BE),
    });
    expect(noToken.statusCode).toBe(403);
    expect(await stored(me.id)).toEqual([]);
  });
});
