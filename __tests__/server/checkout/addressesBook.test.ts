/** The account's address book (ours): list with defaults, delete, choose the defaults. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call } from '../support/cartFixtures';
import { addressForm, countryId, newCustomer, saveAddress } from '../support/checkoutFixtures';
import { rows } from '../support/productFixtures';

describe.each(engines)('address book (%s)', (engine) => {
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

  /** A customer with a billing, a shipping and a both address, in that order. */
  async function withBook() {
    const me = await newCustomer(app);
    const billing = await saveAddress(call, me.sid, addressForm('Billing', BE));
    const shipping = await saveAddress(call, me.sid, addressForm('Shipping', BE));
    const both = await saveAddress(
      call,
      me.sid,
      addressForm('Both', BE, { BillingStreet1: 'Grand-Place', BillingHouseNumber: '1' }),
    );
    return { me, billing, shipping, both };
  }
  const book = (sid: string, lang = 'fr') =>
    call('GET', '/api/v1/customers/addresses', { sid, lang });
  const setDefault = (sid: string, id: number, body: Record<string, unknown>, lang = 'fr') =>
    call('PUT', `/api/v1/customers/addresses/${id}/default`, { sid, body, lang });
  const defaults = async (sid: string) =>
    ((await book(sid)).json().Addresses as Record<string, unknown>[]).map((e) => [
      (e.Address as { Id: number }).Id,
      e.IsDefaultBilling,
      e.IsDefaultShipping,
    ]);

  it('lists every address, oldest first, with the address view of K10/K14', async () => {
    const { me, billing, shipping, both } = await withBook();
    const res = await book(me.sid, 'nl');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const entries = res.json().Addresses;
    expect(entries.map((e: { Address: { Id: number } }) => e.Address.Id)).toEqual([
      billing,
      shipping,
      both,
    ]);
    expect(entries[2]).toEqual({
      Address: expect.objectContaining({
        Id: both,
        AddressType: 'Both',
        Summary: 'Grand-Place 1, 1000 Bruxelles, België',
      }),
      IsDefaultBilling: false,
      IsDefaultShipping: false,
    });
    const stranger = await newCustomer(app);
    expect((await book(stranger.sid)).json()).toEqual({ Addresses: [] });
    expect((await call('GET', '/api/v1/customers/addresses')).statusCode).toBe(401);
  });

  it('sets and unsets the defaults', async () => {
    const { me, billing, shipping, both } = await withBook();
    expect((await setDefault(me.sid, both, { Billing: true, Shipping: true })).statusCode).toBe(
      204,
    );
    expect(await defaults(me.sid)).toEqual([
      [billing, false, false],
      [shipping, false, false],
      [both, true, true],
    ]);
    await setDefault(me.sid, shipping, { Shipping: true });
    await setDefault(me.sid, billing, { Billing: true });
    expect(await defaults(me.sid)).toEqual([
      [billing, true, false],
      [shipping, false, true],
      [both, false, false],
    ]);
    // Unsetting an address that is not the default leaves the default alone.
    await setDefault(me.sid, both, { Billing: false });
    await setDefault(me.sid, shipping, { Shipping: false });
    expect(await defaults(me.sid)).toEqual([
      [billing, true, false],
      [shipping, false, false],
      [both, false, false],
    ]);
  });

  it('refuses a shipping-only address as the billing default and the reverse, translated', async () => {
    const { me, billing, shipping } = await withBook();
    const fr = await setDefault(me.sid, shipping, { Billing: true });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      message:
        'Une adresse de livraison seule ne peut pas être l’adresse de facturation par défaut.',
      field: 'Billing',
    });
    const nl = await setDefault(me.sid, billing, { Shipping: true }, 'nl');
    expect(nl.json()).toEqual({
      message:
        'Een adres dat alleen voor facturatie dient, kan niet het standaardleveringsadres zijn.',
      field: 'Shipping',
    });
    expect((await defaults(me.sid)).every(([, b, s]) => !b && !s)).toBe(true);
  });

  it('deletes an address of the customer; a default on it falls back to none', async () => {
    const { me, billing, both } = await withBook();
    await setDefault(me.sid, both, { Billing: true, Shipping: true });
    const res = await call('DELETE', `/api/v1/customers/addresses/${both}`, { sid: me.sid });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const left = await defaults(me.sid);
    expect(left.map(([id]) => id)).not.toContain(both);
    expect(left.every(([, b, s]) => !b && !s)).toBe(true);
    const [row] = await rows<Record<string, unknown>>(
      app,
      `select default_billing_address_id, default_shipping_address_id from customers where id = ${me.id}`,
    );
    expect(row).toEqual({ default_billing_address_id: null, default_shipping_address_id: null });
    expect(
      (await call('GET', `/api/v1/customers/addresses/${billing}`, { sid: me.sid })).statusCode,
    ).toBe(200);
  });

  it('answers another customer’s address as unknown (404) and changes nothing', async () => {
    const { me, billing } = await withBook();
    const stranger = await newCustomer(app);
    const deleted = await call('DELETE', `/api/v1/customers/addresses/${billing}`, {
      sid: stranger.sid,
      lang: 'nl',
    });
    expect(deleted.statusCode).toBe(404);
    expect(typeof deleted.json().message).toBe('string');
    const defaulted = await setDefault(stranger.sid, billing, { Billing: true });
    expect(defaulted.statusCode).toBe(404);
    expect((await book(me.sid)).json().Addresses).toHaveLength(3);
    const [row] = await rows<Record<string, unknown>>(
      app,
      `select default_billing_address_id from customers where id = ${stranger.id}`,
    );
    expect(row?.default_billing_address_id).toBeNull();
  });
});
