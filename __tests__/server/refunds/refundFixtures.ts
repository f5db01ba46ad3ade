/**
 * Helpers of the refund tests: a paid order written directly (the checkout has its own tests),
 * its card part charged for real at the in-process sandbox provider, and a prepaid account.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { chargeCard, tokenizeCard } from '../../../server/sandboxPay/provider';
import { translatorFor } from '../../../server/shared/translate';
import { customerSid } from '../support/cartFixtures';
import { CARD, newCustomer } from '../support/checkoutFixtures';
import { one, rows } from '../support/productFixtures';

export interface PaidOrder {
  id: number;
  number: string;
  chargeId: string | null;
  lines: { id: number; unitPriceCents: number; quantity: number }[];
  customer: { id: number; sid: string; email: string };
  prepaidAccountId: number | null;
}

/** Charges `cents` at the sandbox provider as the checkout does; the charge id. */
export async function sandboxCharge(app: FastifyInstance, cents: number, reference: string) {
  const t = translatorFor(app.site.t, 'fr');
  const method = await tokenizeCard(app.db, CARD, new Date(), t);
  if (!method.ok) throw new Error(method.message);
  const charge = await chargeCard(
    app.db,
    {
      PaymentMethodId: method.value.PaymentMethodId,
      AmountCents: cents,
      CurrencyCode: 'EUR',
      Reference: reference,
    },
    t,
  );
  if (!charge.ok || charge.value.Status !== 'succeeded') throw new Error('charge failed');
  return charge.value.ChargeId;
}

/** A prepaid account of the customer holding `balanceCents` (its own type). */
export async function prepaidAccount(
  app: FastifyInstance,
  customerId: number,
  balanceCents: number,
) {
  const code = `refund-test-${randomBytes(5).toString('hex')}`;
  const type = await one<{ id: number }>(
    app,
    `insert into prepaid_account_types (code, names, descriptions, price_cents, credit_cents)
     values ('${code}', '{"fr":"Carte","nl":"Kaart"}', '{"fr":"","nl":""}', 5000, 5000) returning id`,
  );
  return (
    await one<{ id: number }>(
      app,
      `insert into prepaid_accounts (customer_id, type_id, balance_cents)
       values (${customerId}, ${type.id}, ${balanceCents}) returning id`,
    )
  ).id;
}

/**
 * A paid order of a new customer: lines of [unit price cents, quantity], paid `prepaidCents`
 * from a prepaid account (made for it) and the rest by card (charged at the sandbox).
 */
export async function paidOrder(
  app: FastifyInstance,
  lines: [number, number][],
  prepaidCents = 0,
  customer?: { id: number; sid: string; email: string },
): Promise<PaidOrder> {
  const owner = customer ?? (await newCustomer(app));
  const number = `RF${randomBytes(6).toString('hex').toUpperCase()}`;
  const total = lines.reduce((sum, [price, quantity]) => sum + price * quantity, 0);
  const cardCents = total - prepaidCents;
  const chargeId = cardCents > 0 ? await sandboxCharge(app, cardCents, number) : null;
  const accountId = prepaidCents > 0 ? await prepaidAccount(app, owner.id, 0) : null;
  const address = `'{"FirstName":"Lena","LastName":"Claes"}'`;
  const order = await one<{ id: number }>(
    app,
    `insert into orders (number, customer_id, culture, currency_code, rate_micro, items_cents,
       vat_cents, total_cents, billing_address, shipping_address, status, payment_provider,
       payment_reference, card_cents, prepaid_cents, prepaid_account_id)
     values ('${number}', ${owner.id}, 'fr', 'EUR', 1000000, ${total}, 0, ${total}, ${address},
       ${address}, 'paid', 'sandbox', '${chargeId ?? `prepaid-${accountId}`}', ${cardCents},
       ${prepaidCents}, ${accountId ?? 'null'})
     returning id`,
  );
  const ids: PaidOrder['lines'] = [];
  for (const [index, [price, quantity]] of lines.entries()) {
    const line = await one<{ id: number }>(
      app,
      `insert into order_lines (order_id, sku, name, quantity, unit_price_cents, item_origin)
       values (${order.id}, 'SKU-${index}', 'Article ${index + 1}', ${quantity}, ${price}, 'catalog')
       returning id`,
    );
    ids.push({ id: line.id, unitPriceCents: price, quantity });
  }
  return {
    id: order.id,
    number,
    chargeId,
    lines: ids,
    customer: owner,
    prepaidAccountId: accountId,
  };
}

/** A signed-in staff member (a session of a staff account of its own). */
export async function staffSid(app: FastifyInstance): Promise<string> {
  const staff = await newCustomer(app);
  await rows(app, `update customers set role = 'staff' where id = ${staff.id} returning id`);
  return customerSid(app, staff.id);
}

/** Mails of a template queued to an address (outbox rows). */
export async function refundMails(app: FastifyInstance, to: string) {
  return rows<{ template: string; culture: string }>(
    app,
    `select template, culture from mail_outbox where to_address = '${to}' and template like 'refund%' order by id`,
  );
}

/** The sandbox provider's refunds of a charge. */
export async function providerRefunds(app: FastifyInstance, chargeId: string) {
  return rows<{ id: string; kind: string; amount_cents: number }>(
    app,
    `select id, kind, amount_cents from sandbox_payments
     where kind in ('refund', 'part_refund') and reference = '${chargeId}' order by created_at, id`,
  );
}
