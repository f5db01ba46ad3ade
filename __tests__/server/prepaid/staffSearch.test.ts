/**
 * P9 (staff customer search) and the staff's prepaid credit, on each engine: 401 for visitors,
 * 403 for customers, the term's 2 characters, matches by e-mail and name, the credit on the
 * customer's account of the type (created when missing) with a 'staff' movement naming the staff
 * member, and 404 for an unknown customer or type.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, customerSid, type Call } from '../support/cartFixtures';
import { newCustomer } from '../support/checkoutFixtures';
import { one, rows } from '../support/productFixtures';

const SEARCH = '/api/v1/sales/customers';
const CREDIT = '/api/v1/sales/prepaidaccounts/staff';

describe.each(engines)('P9 staff customer search and staff credit (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let staff: { id: number; sid: string };
  let typeId: number;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    const { id } = await one<{ id: number }>(
      app,
      "select id from customers where email = 'staff@vitrine.test' and role = 'staff'",
    );
    staff = { id, sid: await customerSid(app, id) };
    typeId = (
      await one<{ id: number }>(
        app,
        "select id from prepaid_account_types where code = 'credit-100'",
      )
    ).id;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('answers 401 to visitors and 403 to customers', async () => {
    expect((await call('GET', `${SEARCH}?term=ch`)).statusCode).toBe(401);
    const customer = await newCustomer(app);
    const res = await call('GET', `${SEARCH}?term=ch`, { sid: customer.sid });
    expect(res.statusCode).toBe(403);
    const credit = await call('POST', CREDIT, {
      sid: customer.sid,
      body: { CustomerId: customer.id, PrepaidTypeId: typeId, Quantity: 1 },
    });
    expect(credit.statusCode).toBe(403);
    expect(
      await rows(app, `select 1 from prepaid_accounts where customer_id = ${customer.id}`),
    ).toEqual([]);
  });

  it('needs at least 2 characters', async () => {
    const res = await call('GET', `${SEARCH}?term=c`, { sid: staff.sid });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('finds customers by e-mail and by name, CustomerId and Email only', async () => {
    const customer = await newCustomer(app);
    const byEmail = await call('GET', `${SEARCH}?term=${customer.email.slice(0, 18)}`, {
      sid: staff.sid,
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toContainEqual({ CustomerId: customer.id, Email: customer.email });
    for (const row of byEmail.json() as object[]) {
      expect(Object.keys(row).sort()).toEqual(['CustomerId', 'Email']);
    }
    const last = `Zed${customer.id}`;
    await one(
      app,
      `update customers set last_name = '${last}' where id = ${customer.id} returning id`,
    );
    const byName = await call('GET', `${SEARCH}?term=${encodeURIComponent(`lena ${last}`)}`, {
      sid: staff.sid,
    });
    expect(byName.json()).toContainEqual({ CustomerId: customer.id, Email: customer.email });
    const none = await call('GET', `${SEARCH}?term=${encodeURIComponent('%_')}`, {
      sid: staff.sid,
    });
    expect(none.json()).toEqual([]);
  });

  it('adds credit to the customer’s account of the type, with a staff movement', async () => {
    const customer = await newCustomer(app);
    const res = await call('POST', CREDIT, {
      sid: staff.sid,
      body: { CustomerId: customer.id, PrepaidTypeId: typeId, Quantity: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Accounts).toEqual([
      expect.objectContaining({
        TypeId: typeId,
        BalanceCents: 20000,
        BalanceHtml: '200,00\u00a0€',
      }),
    ]);
    const movement = await one<Record<string, unknown>>(
      app,
      `select m.kind, m.amount_cents, m.staff_id from prepaid_movements m
       join prepaid_accounts a on a.id = m.account_id where a.customer_id = ${customer.id}`,
    );
    expect(movement).toEqual({ kind: 'staff', amount_cents: 20000, staff_id: staff.id });
    const unknown = await call('POST', CREDIT, {
      sid: staff.sid,
      body: { CustomerId: 2147483000, PrepaidTypeId: typeId, Quantity: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    const noType = await call('POST', CREDIT, {
      sid: staff.sid,
      body: { CustomerId: customer.id, PrepaidTypeId: 2147483000, Quantity: 1 },
    });
    expect(noType.statusCode).toBe(404);
  });
});
