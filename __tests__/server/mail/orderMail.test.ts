/**
 * The order confirmation through the real checkout (K15) on each engine: one mail per paid
 * order, queued with it in its transaction (a rolled-back order leaves none), in the checkout
 * request's culture, with the confirmation page's figures; a failing transport never changes
 * the 201.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { sessionIdOf } from '../../../server/services/account/sessions';
import { csrf, engines } from '../../support/testServer';
import { freshPgDatabase } from '../faults/faultSupport';
import { caller, type Call } from '../support/cartFixtures';
import { ORDERS, checkoutBody, paymentMethod, readyCart } from '../support/checkoutFixtures';
import { exec, rows } from '../support/productFixtures';
import { mailApp, outboxRow, type OutboxRecord } from './mailFixtures';
import { closedPort } from './smtpServer';

interface Placed {
  status: number;
  number: string;
  email: string;
  customerId: number;
  mails: (OutboxRecord & { culture: string; data: Record<string, unknown> })[];
}

async function placeOrder(app: FastifyInstance, call: Call, slot: number, lang: string) {
  const ready = await readyCart(app, call, slot);
  const pm = await paymentMethod(call, ready.customer.sid);
  const res = await call('POST', ORDERS, {
    sid: ready.customer.sid,
    lang,
    body: checkoutBody(ready, pm),
  });
  await app.mailDispatcher.idle();
  const mails = await rows<Placed['mails'][number]>(
    app,
    `select * from mail_outbox where to_address = '${ready.customer.email}' order by id`,
  );
  return {
    status: res.statusCode,
    number: res.statusCode === 201 ? (res.json().OrderNumber as string) : '',
    email: ready.customer.email,
    customerId: ready.customer.id,
    sid: ready.customer.sid,
    mails,
  };
}

describe.each(engines)('order confirmation mail (%s)', (engine) => {
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  let app: FastifyInstance;
  let call: Call;
  beforeAll(async () => {
    // Its own database: the failing transport below must not take other test files' mail.
    if (engine === 'postgres') ({ url: databaseUrl, drop } = await freshPgDatabase('ordermail'));
    app = await mailApp({ databaseUrl });
    call = caller(app, await csrf(app));
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await drop?.();
  });

  it('queues exactly one confirmation, in the checkout’s culture, sent after the commit', async () => {
    const placed = await placeOrder(app, call, 200, 'nl');
    expect(placed.status).toBe(201);
    expect(placed.mails).toHaveLength(1);
    const [mail] = placed.mails;
    // The customer's account says fr; the checkout was in Dutch.
    expect(mail).toMatchObject({ template: 'orderConfirmation', culture: 'nl' });
    expect(mail!.data.OrderNumber).toBe(placed.number);
    const sent = await outboxRow(app, mail!.id);
    expect(sent.sent_at).not.toBeNull();
    expect(sent.subject).toBe(`Bevestiging van uw bestelling ${placed.number} bij Vitrine`);
    expect(sent.text_body).toContain(
      `https://shop.example/nl/shoppingcarts/confirmation/${placed.number}`,
    );
    // The confirmation page's figures, in the same words.
    const page = (
      await call('GET', `/api/v1/sales/orders/${placed.number}`, { sid: placed.sid, lang: 'nl' })
    ).json();
    for (const line of page.Lines as { Name: string; TotalHtml: string }[]) {
      expect(sent.text_body).toContain(line.Name);
      expect(sent.html_body).toContain(line.TotalHtml);
    }
    expect(sent.text_body).toContain(`Totaal: ${page.TotalHtml}`);
    expect(sent.text_body).toContain(page.BillingAddress);
    expect(sent.text_body).toContain(`Verzendmethode: ${page.ShippingMethod}`);
  });

  it('an order rolled back after the mail was queued leaves no mail', async () => {
    const ready = await readyCart(app, call, 210);
    const pm = await paymentMethod(call, ready.customer.sid);
    // The write fails at its last steps (emptying the cart), after the mail was queued.
    const cart = await rows<{ cart_id: number }>(
      app,
      `select id as cart_id from carts where session_id = '${sessionIdOf(ready.customer.sid)}'`,
    );
    const cartId = cart[0]!.cart_id;
    await exec(
      app,
      `create or replace function mail_test_fail() returns trigger language plpgsql as $$
       begin
         if old.cart_id = ${cartId} then raise exception 'the order write fails late'; end if;
         return old;
       end $$`,
    );
    await exec(
      app,
      `create trigger mail_test_fail before delete on cart_items
         for each row execute function mail_test_fail()`,
    );
    try {
      const res = await call('POST', ORDERS, {
        sid: ready.customer.sid,
        body: checkoutBody(ready, pm),
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await exec(app, 'drop trigger mail_test_fail on cart_items');
      await exec(app, 'drop function mail_test_fail()');
    }
    await app.mailDispatcher.idle();
    expect(
      await rows(app, `select id from orders where customer_id = ${ready.customer.id}`),
    ).toEqual([]);
    expect(
      await rows(app, `select id from mail_outbox where to_address = '${ready.customer.email}'`),
    ).toEqual([]);
  });

  it('a failing transport leaves the 201 as it is and the mail waiting for its retry', async () => {
    const failing = await mailApp({
      databaseUrl,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
    });
    try {
      const placed = await placeOrder(failing, caller(failing, await csrf(failing)), 220, 'fr');
      expect(placed.status).toBe(201);
      expect(placed.mails).toHaveLength(1);
      expect(placed.mails[0]).toMatchObject({
        template: 'orderConfirmation',
        culture: 'fr',
        sent_at: null,
        attempts: 1,
        last_error: expect.stringMatching(/ECONNREFUSED/),
      });
      expect(placed.mails[0]!.data.OrderNumber).toBe(placed.number);
    } finally {
      await failing.close();
    }
  });
});
