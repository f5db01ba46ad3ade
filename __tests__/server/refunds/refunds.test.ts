/**
 * Refund requests (P12) on each engine: the customer's request (lines at most bought minus
 * already requested, 400 naming the line, amounts computed in cents, a typed amount with a
 * comma only checked), another customer's order → 404, staff calls → 401/403, approval refunding
 * the prepaid part to the balance and the card part through the sandbox provider, refusal, a
 * mail at each status change, no double refund under parallel approvals, and a provider that
 * does not answer leaving the refund approved for a retry.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { PaymentClient } from '../../../server/services/payment/client';
import { PaymentUnreachable } from '../../../server/services/payment/client';
import { httpPaymentClient } from '../../../server/services/payment/httpClient';
import { inProcessPaymentClient } from '../../../server/services/payment/inProcessClient';
import { approveRefund } from '../../../server/services/refunds/settleRefund';
import { translatorFor } from '../../../server/shared/translate';
import { buildTestApp, csrf, engines } from '../../support/testServer';
import { caller, type Call } from '../support/cartFixtures';
import { newCustomer } from '../support/checkoutFixtures';
import { one } from '../support/productFixtures';
import { paidOrder, providerRefunds, refundMails, staffSid } from './refundFixtures';

const url = (number: string) => `/api/v1/sales/orders/${number}/refunds`;

describe.each(engines)('refund requests (%s)', (engine) => {
  let app: FastifyInstance;
  let call: Call;
  let staff: string;
  beforeAll(async () => {
    app = await buildTestApp(engine);
    call = caller(app, await csrf(app));
    staff = await staffSid(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const request = (sid: string, number: string, body: unknown, lang = 'fr') =>
    call('POST', url(number), { sid, body, lang });
  const approve = (id: number, sid = staff, lang = 'fr') =>
    call('POST', `/api/v1/staff/refunds/${id}/approve`, { sid, body: {}, lang });

  it('offers the lines with what is left and takes a request computed in cents', async () => {
    const order = await paidOrder(app, [
      [1299, 3],
      [2550, 1],
    ]);
    const { sid, email } = order.customer;
    const [a, b] = order.lines;
    const offered = await call('GET', url(order.number), { sid });
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({
      OrderNumber: order.number,
      CurrencyCode: 'EUR',
      Lines: [
        { OrderLineId: a!.id, Quantity: 3, UnitPriceTaxIncl: 12.99, RefundableQuantity: 3 },
        { OrderLineId: b!.id, Quantity: 1, UnitPriceTaxIncl: 25.5, RefundableQuantity: 1 },
      ],
      Refunds: [],
    });
    // The typed amounts use a comma (fr) or a point; the server's amount is what counts.
    const res = await request(sid, order.number, {
      Lines: [
        { OrderLineId: a!.id, Quantity: 2, RefundedAmount: '25,98' },
        { OrderLineId: b!.id, Quantity: 1, RefundedAmount: '25.5' },
      ],
      Reason: '  Trop petit  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      OrderNumber: order.number,
      Status: 'requested',
      Reason: 'Trop petit',
      ItemsCount: 3,
      AmountCents: 5148,
      CardCents: 0,
      PrepaidCents: 0,
      Lines: [
        { OrderLineId: a!.id, Quantity: 2, UnitPriceTaxInclCents: 1299, RefundedAmountCents: 2598 },
        { OrderLineId: b!.id, Quantity: 1, RefundedAmount: 25.5, RefundedAmountCents: 2550 },
      ],
    });
    const after = (await call('GET', url(order.number), { sid })).json() as {
      Lines: { RefundableQuantity: number }[];
      Refunds: { Status: string }[];
    };
    expect(after.Lines.map((l) => l.RefundableQuantity)).toEqual([1, 0]);
    expect(after.Refunds.map((r) => r.Status)).toEqual(['requested']);
    expect(await refundMails(app, email)).toEqual([{ template: 'refundRequested', culture: 'fr' }]);
  });

  it('answers 400 naming the line asked over what is left, translated, and writes nothing', async () => {
    const order = await paidOrder(app, [
      [1000, 1],
      [500, 2],
    ]);
    const { sid } = order.customer;
    const [a, b] = order.lines;
    expect(
      (
        await request(sid, order.number, {
          Lines: [{ OrderLineId: b!.id, Quantity: 1 }],
          Reason: 'Cassé',
        })
      ).statusCode,
    ).toBe(201);
    const over = {
      Lines: [
        { OrderLineId: a!.id, Quantity: 1 },
        { OrderLineId: b!.id, Quantity: 2 },
      ],
      Reason: 'Encore',
    };
    const fr = await request(sid, order.number, over, 'fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      field: 'Lines[1].Quantity',
      message: 'Pour « Article 2 », vous pouvez demander au plus 1 pièce(s).',
    });
    const nl = await request(sid, order.number, over, 'nl');
    expect(nl.json()).toEqual({
      field: 'Lines[1].Quantity',
      message: 'Voor ‘Article 2’ kunt u hoogstens 1 stuk(s) aanvragen.',
    });
    const wrongAmount = await request(sid, order.number, {
      Lines: [{ OrderLineId: a!.id, Quantity: 1, RefundedAmount: '1,00' }],
      Reason: 'x',
    });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toMatchObject({ field: 'Lines[0].RefundedAmount' });
    expect(wrongAmount.json().message).toContain('10,00');
    const other = await paidOrder(app, [[700, 1]]);
    const foreignLine = await request(sid, order.number, {
      Lines: [{ OrderLineId: other.lines[0]!.id, Quantity: 1 }],
      Reason: 'x',
    });
    expect(foreignLine.json()).toMatchObject({ field: 'Lines[0].OrderLineId' });
    const twice = await request(sid, order.number, {
      Lines: [
        { OrderLineId: a!.id, Quantity: 1 },
        { OrderLineId: a!.id, Quantity: 1 },
      ],
      Reason: 'x',
    });
    expect(twice.json()).toMatchObject({ field: 'Lines[1].OrderLineId' });
    const noReason = await request(sid, order.number, {
      Lines: [{ OrderLineId: a!.id, Quantity: 1 }],
      Reason: '   ',
    });
    expect(noReason.json()).toEqual({
      field: 'Reason',
      message: 'Indiquez la raison de la demande.',
    });
    const count = await one<{ n: number }>(
      app,
      `select count(*)::int as n from refunds where order_id = ${order.id}`,
    );
    expect(count.n).toBe(1);
  });

  it('hides another customer’s order and refunds: 404, and visitors 401', async () => {
    const order = await paidOrder(app, [[1000, 1]]);
    const stranger = await newCustomer(app);
    const seen = await call('GET', url(order.number), { sid: stranger.sid });
    expect(seen.statusCode).toBe(404);
    expect(seen.json()).toEqual({ message: 'Cette commande est introuvable.' });
    const asked = await request(stranger.sid, order.number, {
      Lines: [{ OrderLineId: order.lines[0]!.id, Quantity: 1 }],
      Reason: 'x',
    });
    expect(asked.statusCode).toBe(404);
    expect((await call('GET', url(order.number))).statusCode).toBe(401);
  });

  it('keeps the staff calls from customers (403) and visitors (401)', async () => {
    const customer = await newCustomer(app);
    for (const [method, path, body] of [
      ['GET', '/api/v1/staff/refunds', undefined],
      ['POST', '/api/v1/staff/refunds/1/approve', {}],
      ['POST', '/api/v1/staff/refunds/1/refuse', { Reason: 'non' }],
    ] as const) {
      const asCustomer = await call(method, path, { sid: customer.sid, body });
      expect([path, asCustomer.statusCode]).toEqual([path, 403]);
      expect((await call(method, path, { body })).statusCode).toBe(401);
    }
  });

  it('approves: the prepaid part back to the balance, the card part through the sandbox, mails each step', async () => {
    // 60.00 paid: 20.00 from the prepaid balance, 40.00 by card.
    const order = await paidOrder(app, [[1500, 4]], 2000);
    const { sid, email } = order.customer;
    const first = (
      await request(sid, order.number, {
        Lines: [{ OrderLineId: order.lines[0]!.id, Quantity: 3 }],
        Reason: 'Défaut',
      })
    ).json() as { Id: number };
    const listed = await call('GET', '/api/v1/staff/refunds?status=requested', { sid: staff });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { Refunds: { Id: number }[] }).Refunds.map((r) => r.Id)).toContain(
      first.Id,
    );
    const res = await approve(first.Id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Id: first.Id,
      Status: 'refunded',
      AmountCents: 4500,
      PrepaidCents: 2000,
      CardCents: 2500,
      CustomerEmail: email,
    });
    const balance = await one<{ balance_cents: number }>(
      app,
      `select balance_cents from prepaid_accounts where id = ${order.prepaidAccountId}`,
    );
    expect(balance.balance_cents).toBe(2000);
    const movement = await one<{ kind: string; amount_cents: number; refund_id: number }>(
      app,
      `select kind, amount_cents, refund_id from prepaid_movements where account_id = ${order.prepaidAccountId}`,
    );
    expect(movement).toEqual({ kind: 'refund', amount_cents: 2000, refund_id: first.Id });
    const atProvider = await providerRefunds(app, order.chargeId!);
    expect(atProvider.map((r) => [r.kind, r.amount_cents])).toEqual([['part_refund', 2500]]);
    expect(res.json().ProviderRefundId).toBe(atProvider[0]!.id);
    const history = () =>
      app.db.execute(
        `select h.status as "step", o.status from order_status_history h
         join orders o on o.id = h.order_id where o.number = '${order.number}' order by h.id`,
      ) as unknown as Promise<{ rows: { step: string; status: string }[] }>;
    // 3 of the 4 pieces: the order's history says so, the order stays paid.
    expect((await history()).rows.map((r) => [r.step, r.status]).slice(-1)).toEqual([
      ['partly-refunded', 'paid'],
    ]);
    // The second request: prepaid is used up, so all of it goes to the card, which it empties.
    const second = (
      await request(sid, order.number, {
        Lines: [{ OrderLineId: order.lines[0]!.id, Quantity: 1 }],
        Reason: 'Défaut',
      })
    ).json() as { Id: number };
    expect((await approve(second.Id)).json()).toMatchObject({
      Status: 'refunded',
      PrepaidCents: 0,
      CardCents: 1500,
    });
    expect((await providerRefunds(app, order.chargeId!)).map((r) => r.kind)).toEqual([
      'part_refund',
      'refund',
    ]);
    // Every piece refunded: the order is refunded.
    expect((await history()).rows.map((r) => [r.step, r.status]).slice(-2)).toEqual([
      ['partly-refunded', 'refunded'],
      ['refunded', 'refunded'],
    ]);
    const again = await approve(second.Id, staff, 'nl');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Deze aanvraag werd al terugbetaald.' });
    expect((await refundMails(app, email)).map((m) => m.template)).toEqual([
      'refundRequested',
      'refundApproved',
      'refundRefunded',
      'refundRequested',
      'refundApproved',
      'refundRefunded',
    ]);
  });

  it('refuses with a reason; the quantity is free again; a refused refund cannot be approved', async () => {
    const order = await paidOrder(app, [[800, 1]]);
    const { sid, email } = order.customer;
    const asked = (
      await request(sid, order.number, {
        Lines: [{ OrderLineId: order.lines[0]!.id, Quantity: 1 }],
        Reason: 'Je change d’avis',
      })
    ).json() as { Id: number };
    const refuse = (body: unknown) =>
      call('POST', `/api/v1/staff/refunds/${asked.Id}/refuse`, { sid: staff, body });
    expect((await refuse({ Reason: ' ' })).json()).toMatchObject({ field: 'Reason' });
    const res = await refuse({ Reason: 'Délai dépassé' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: 'refused', CardCents: 0, PrepaidCents: 0 });
    expect((await approve(asked.Id)).statusCode).toBe(409);
    expect((await refuse({ Reason: 'encore' })).statusCode).toBe(409);
    const offered = (await call('GET', url(order.number), { sid })).json() as {
      Lines: { RefundableQuantity: number }[];
    };
    expect(offered.Lines[0]!.RefundableQuantity).toBe(1);
    expect((await refundMails(app, email)).map((m) => m.template)).toEqual([
      'refundRequested',
      'refundRefused',
    ]);
    const mail = await one<{ data: { Note: string } }>(
      app,
      `select data from mail_outbox where to_address = '${email}' and template = 'refundRefused'`,
    );
    expect(mail.data.Note).toBe('Délai dépassé');
    expect((await approve(999_999)).statusCode).toBe(404);
  });

  it('refunds once under two parallel approvals', async () => {
    const order = await paidOrder(app, [[2000, 2]], 1000);
    const { sid, email } = order.customer;
    const asked = (
      await request(sid, order.number, {
        Lines: [{ OrderLineId: order.lines[0]!.id, Quantity: 2 }],
        Reason: 'Double',
      })
    ).json() as { Id: number };
    const answers = await Promise.all([approve(asked.Id), approve(asked.Id), approve(asked.Id)]);
    const codes = answers.map((a) => a.statusCode).sort();
    // Each answers the refunded refund, or 409 when it found it refunded already.
    for (const code of codes) expect([200, 409]).toContain(code);
    expect(codes).toContain(200);
    const atProvider = await providerRefunds(app, order.chargeId!);
    expect(atProvider.map((r) => r.amount_cents)).toEqual([3000]);
    const balance = await one<{ balance_cents: number; moves: number }>(
      app,
      `select balance_cents, (select count(*)::int from prepaid_movements m where m.account_id = a.id) as moves
       from prepaid_accounts a where id = ${order.prepaidAccountId}`,
    );
    expect(balance).toEqual({ balance_cents: 1000, moves: 1 });
    const refund = await one<{ status: string; provider_refund_id: string }>(
      app,
      `select status, provider_refund_id from refunds where id = ${asked.Id}`,
    );
    expect(refund).toEqual({ status: 'refunded', provider_refund_id: atProvider[0]!.id });
    expect((await refundMails(app, email)).map((m) => m.template)).toEqual([
      'refundRequested',
      'refundApproved',
      'refundRefunded',
    ]);
  });

  it('keeps a refund approved when the provider does not answer, and a retry refunds it once', async () => {
    const order = await paidOrder(app, [[1200, 1]], 200);
    const asked = (
      await request(order.customer.sid, order.number, {
        Lines: [{ OrderLineId: order.lines[0]!.id, Quantity: 1 }],
        Reason: 'Panne',
      })
    ).json() as { Id: number };
    const t = translatorFor(app.site.t, 'fr');
    const staffId = (
      await one<{ id: number }>(
        app,
        `select id from customers where role = 'staff' order by id desc limit 1`,
      )
    ).id;
    // An HTTP provider at an address nothing listens on.
    const down = httpPaymentClient('http://127.0.0.1:9', 'sk_test_refunds', 500);
    const failed = await approveRefund(app.db, down, asked.Id, staffId, t);
    expect(failed).toEqual({
      ok: false,
      refusal: { status: 502, message: expect.stringContaining('ne répond pas') },
    });
    const state = await one<{ status: string; prepaid_cents: number; card_cents: number }>(
      app,
      `select status, prepaid_cents, card_cents from refunds where id = ${asked.Id}`,
    );
    expect(state).toEqual({ status: 'approved', prepaid_cents: 200, card_cents: 1000 });
    expect(await providerRefunds(app, order.chargeId!)).toEqual([]);
    // The provider made the refund but its answer was lost: the retry gets the same one back.
    const real = inProcessPaymentClient(app);
    const lost: PaymentClient = {
      ...real,
      refundPart: async (input) => {
        await real.refundPart(input);
        throw new PaymentUnreachable('timeout');
      },
    };
    expect((await approveRefund(app.db, lost, asked.Id, staffId, t)).ok).toBe(false);
    const retried = await approve(asked.Id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      Status: 'refunded',
      PrepaidCents: 200,
      CardCents: 1000,
    });
    expect((await providerRefunds(app, order.chargeId!)).map((r) => r.amount_cents)).toEqual([
      1000,
    ]);
    const balance = await one<{ balance_cents: number }>(
      app,
      `select balance_cents from prepaid_accounts where id = ${order.prepaidAccountId}`,
    );
    expect(balance.balance_cents).toBe(200);
  });

  it('answers staff 502, translated, when the HTTP provider is down; the refund stays approved', async () => {
    // A server whose payments go to an outside provider at an address nothing listens on.
    const saved = process.env.PAYMENT_PROVIDER_URL;
    process.env.PAYMENT_PROVIDER_URL = 'http://127.0.0.1:9/sandbox-pay/v1';
    let down: FastifyInstance | undefined;
    try {
      down = await buildTestApp(engine);
    } finally {
      if (saved === undefined) delete process.env.PAYMENT_PROVIDER_URL;
      else process.env.PAYMENT_PROVIDER_URL = saved;
    }
    try {
      const downCall = caller(down, await csrf(down));
      const order = await paidOrder(down, [[900, 1]], 100);
      const asked = (
        await downCall('POST', url(order.number), {
          sid: order.customer.sid,
          body: { Lines: [{ OrderLineId: order.lines[0]!.id, Quantity: 1 }], Reason: 'Panne' },
        })
      ).json() as { Id: number };
      const res = await downCall('POST', `/api/v1/staff/refunds/${asked.Id}/approve`, {
        sid: await staffSid(down),
        body: {},
        lang: 'nl',
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('De betaalprovider antwoordt niet');
      const state = await one<{ status: string; balance_cents: number }>(
        down,
        `select r.status, a.balance_cents from refunds r, prepaid_accounts a
         where r.id = ${asked.Id} and a.id = ${order.prepaidAccountId}`,
      );
      expect(state).toEqual({ status: 'approved', balance_cents: 100 });
    } finally {
      await down.close();
    }
  }, 60_000);

  it('lists the refund routes in the API document (the bad-input harness reads it)', async () => {
    const doc = (await app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    for (const route of [
      'GET /api/v1/sales/orders/{number}/refunds',
      'POST /api/v1/sales/orders/{number}/refunds',
      'GET /api/v1/staff/refunds',
      'POST /api/v1/staff/refunds/{id}/approve',
      'POST /api/v1/staff/refunds/{id}/refuse',
      'POST /sandbox-pay/v1/refunds',
    ]) {
      expect(routes).toContain(route);
    }
  });
});
