/** K10 delivery and billing address pickers (JSON view of /widget/DeliveryAddressPicker). */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call } from '../support/cartFixtures';
import { addressForm, countryId, newCustomer, saveAddress } from '../support/checkoutFixtures';

describe.each(engines)('K10 address pickers (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let me: Awaited<ReturnType<typeof newCustomer>>;
  let ids: { billing: number; shipping: number; both: number };
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    const BE = await countryId(app, 'BE');
    const NL = await countryId(app, 'NL');
    me = await newCustomer(app);
    ids = {
      billing: await saveAddress(call, me.sid, addressForm('Billing', BE)),
      shipping: await saveAddress(call, me.sid, addressForm('Shipping', NL, { BoxNumber: 'A' })),
      both: await saveAddress(
        call,
        me.sid,
        addressForm('Both', BE, { BillingStreet1: 'Rue Neuve' }),
      ),
    };
    // Another customer's addresses never show.
    const other = await newCustomer(app);
    await saveAddress(call, other.sid, addressForm('Both', BE));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  /** sid null: an anonymous visitor. */
  const picker = (query: Record<string, string>, sid: string | null = me.sid, lang = 'fr') =>
    call('GET', `/widget/DeliveryAddressPicker?${new URLSearchParams(query)}`, {
      sid: sid ?? undefined,
      lang,
      accept: 'application/json',
    });

  it('lists billing and both-way addresses for a billing picker', async () => {
    const res = await picker({ inputname: 'BillingAddressId', type: 'billing' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      InputName: 'BillingAddressId',
      Type: 'billing',
      SelectedAddressId: ids.billing,
      HasCreation: false,
      HasEdit: false,
    });
    expect(body.Addresses.map((a: { Id: number }) => a.Id)).toEqual([ids.billing, ids.both]);
    expect(body.Addresses[1]).toMatchObject({
      AddressType: 'Both',
      Summary: 'Rue Neuve 12, 1000 Bruxelles, Belgique',
    });
  });

  it('lists shipping and both-way addresses for a shipping picker, in the asked culture', async () => {
    const res = await picker({ inputname: 'ShippingAddressId', type: 'shipping', culture: 'nl' });
    const body = res.json();
    expect(body.Addresses.map((a: { Id: number }) => a.Id)).toEqual([ids.shipping, ids.both]);
    expect(body.Addresses[0]).toMatchObject({
      CountryName: 'Nederland',
      Summary: 'Veldstraat 12 bus A, 9000 Gent, Nederland',
    });
  });

  it('keeps the asked selection when it is offered, else selects the first', async () => {
    const kept = await picker({
      inputname: 'ShippingAddressId',
      type: 'shipping',
      selectedAddressId: String(ids.both),
    });
    expect(kept.json().SelectedAddressId).toBe(ids.both);
    // A billing-only address is not offered by a shipping picker.
    const notOffered = await picker({
      inputname: 'ShippingAddressId',
      type: 'shipping',
      selectedAddressId: String(ids.billing),
    });
    expect(notOffered.json().SelectedAddressId).toBe(ids.shipping);
    const unknown = await picker({ inputname: 'x', type: 'billing', selectedAddressId: '0' });
    expect(unknown.json().SelectedAddressId).toBe(ids.billing);
  });

  it('mirrors isAddNewAddress and isEditAddress in HasCreation and HasEdit', async () => {
    const both = await picker({
      inputname: 'a',
      type: 'billing',
      isAddNewAddress: 'true',
      isEditAddress: 'true',
    });
    expect(both.json()).toMatchObject({ HasCreation: true, HasEdit: true });
    const addOnly = await picker({
      inputname: 'a',
      type: 'billing',
      isAddNewAddress: 'true',
      isEditAddress: 'false',
    });
    expect(addOnly.json()).toMatchObject({ HasCreation: true, HasEdit: false });
  });

  it('answers an empty picker with nothing selected for a customer without addresses', async () => {
    const fresh = await newCustomer(app);
    const res = await picker({ inputname: 'BillingAddressId', type: 'billing' }, fresh.sid);
    expect(res.json()).toMatchObject({ SelectedAddressId: null, Addresses: [] });
  });

  it('needs a signed-in customer (401)', async () => {
    const res = await picker({ inputname: 'BillingAddressId', type: 'billing' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Vous devez être connecté pour continuer.' });
  });

  it.each([
    ['no type', { inputname: 'a' }],
    ['an unknown type', { inputname: 'a', type: 'pickup' }],
    ['an input name with markup', { inputname: '<script>', type: 'billing' }],
    ['a negative selection', { inputname: 'a', type: 'billing', selectedAddressId: '-4' }],
    ['a flag that is not a boolean', { inputname: 'a', type: 'billing', isEditAddress: 'maybe' }],
    ['an unknown parameter', { inputname: 'a', type: 'billing', page: '2' }],
  ])('refuses %s (400)', async (_label, query) => {
    const res = await picker(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown culture', async () => {
    expect((await picker({ inputname: 'a', type: 'billing', culture: 'de' })).statusCode).toBe(404);
  });
});
