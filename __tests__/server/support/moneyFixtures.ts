/**
 * Helpers of the money tests (docs/ARCHITECTURE.md "Money"): a shopper's cart of goods and
 * prepaid credit made through the real calls, the checkout (K15) with a card or a prepaid
 * account, refunds asked and settled by staff, and the ledgers the invariants read.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addToCart, type Call } from './cartFixtures';
import {
  CARD,
  ORDERS,
  addressForm,
  countryId,
  methodId,
  newCustomer,
  saveAddress,
} from './checkoutFixtures';
import { exec, one, rows } from './productFixtures';

export const PREPAID_ADD = '/api/v1/sales/prepaidaccounts/addtocart';
export const DECLINED_CARD = '4000 0000 0000 0002';

export interface Shopper {
  id: number;
  sid: string;
  email: string;
  billingId: number;
  methodId: number;
  /** The shopper's own client address: the sandbox's per-address tokenize limit is theirs. */
  ip: string;
}

/** A new customer with a billing address for both uses; bpost home delivery is chosen per cart. */
export async function newShopper(app: FastifyInstance, call: Call): Promise<Shopper> {
  const customer = await newCustomer(app);
  const billingId = await saveAddress(
    call,
    customer.sid,
    addressForm('Both', await countryId(app, 'BE')),
  );
  const [a, b, c] = randomBytes(3);
  return {
    ...customer,
    billingId,
    methodId: await methodId(app, 'bpost-home'),
    ip: `10.${a}.${b}.${c}`,
  };
}

export interface CartContent {
  /** [variant id, quantity] */
  goods?: [number, number][];
  /** [prepaid type id, quantity] */
  credit?: [number, number][];
  coupon?: string;
}

export interface CartShown {
  Version: number;
  Totals: { TotalCents: number; DiscountCents: number; PrepaidPayableCents: number };
  Items: { PrepaidTypeId?: number; Quantity: number }[];
  Coupon: { CouponCode: string; Unavailable: string | null } | null;
}

/** Fills the shopper's cart through C6, P7 and P1, chooses the delivery; answers K1. */
export async function fillCart(
  call: Call,
  shopper: Shopper,
  content: CartContent,
): Promise<CartShown> {
  const { sid } = shopper;
  for (const [variantId, quantity] of content.goods ?? []) {
    const res = await addToCart(call, sid, variantId, quantity);
    if (res.statusCode !== 200) throw new Error(`add failed: ${res.body}`);
  }
  for (const [typeId, quantity] of content.credit ?? []) {
    const res = await call('POST', PREPAID_ADD, {
      sid,
      body: { PrepaidAccountId: typeId, Quantity: quantity },
    });
    if (res.statusCode !== 200) throw new Error(`credit not added: ${res.body}`);
  }
  if (content.coupon) {
    await call('POST', '/api/v1/shoppingcarts/coupon', {
      sid,
      body: { CouponCode: content.coupon },
    });
  }
  const chosen = await call('POST', '/api/v1/shoppingcarts/shippingmethods', {
    sid,
    body: { ShippingMethodId: shopper.methodId },
  });
  if (chosen.statusCode !== 200) throw new Error(`method not chosen: ${chosen.body}`);
  return shownCart(call, shopper);
}

export async function shownCart(call: Call, shopper: Shopper): Promise<CartShown> {
  return (await call('GET', '/api/v1/shoppingcarts', { sid: shopper.sid })).json() as CartShown;
}

export interface Pay {
  /** A card number to tokenize (the sandbox's test cards), or none. */
  card?: string | null;
  prepaidAccountId?: number;
  /** The Idempotency-Key header. */
  key?: string;
  version?: number;
}

/** K15 for the shopper's cart as shown now (or at `version`). */
export async function checkout(call: Call, shopper: Shopper, pay: Pay = {}) {
  const version = pay.version ?? (await shownCart(call, shopper)).Version;
  const card = pay.card === undefined ? '4242 4242 4242 4242' : pay.card;
  const PaymentMethodId = card ? await tokenize(call, shopper, card) : undefined;
  return call('POST', ORDERS, {
    sid: shopper.sid,
    body: {
      BillingAddressId: shopper.billingId,
      SameAddressForShipping: true,
      ShippingMethodId: shopper.methodId,
      ...(PaymentMethodId ? { PaymentMethodId } : {}),
      ...(pay.prepaidAccountId ? { PrepaidAccountId: pay.prepaidAccountId } : {}),
      AcceptTerms: true,
      CartVersion: version,
    },
    headers: pay.key ? { 'idempotency-key': pay.key } : {},
  });
}

/** The card tokenized at the sandbox provider, as the drop-in form does, from the shopper's address. */
async function tokenize(call: Call, shopper: Shopper, cardNumber: string): Promise<string> {
  const res = await call('POST', '/sandbox-pay/v1/payment-methods', {
    sid: shopper.sid,
    body: { ...CARD, CardNumber: cardNumber },
    remoteAddress: shopper.ip,
  });
  if (res.statusCode !== 200) throw new Error(`card not tokenized: ${res.body}`);
  return (res.json() as { PaymentMethodId: string }).PaymentMethodId;
}

export const newKey = () => randomBytes(16).toString('hex');

/** The customer's prepaid account of a type (null when none). */
export async function accountOf(app: FastifyInstance, customerId: number, typeId: number) {
  const [row] = await rows<{ id: number; balance_cents: number }>(
    app,
    `select id, balance_cents from prepaid_accounts
     where customer_id = ${customerId} and type_id = ${typeId}`,
  );
  return row ? { id: Number(row.id), balance: Number(row.balance_cents) } : null;
}

/** Gives a customer credit as staff do it at the counter (a 'staff' movement). */
export async function staffCredit(
  app: FastifyInstance,
  customerId: number,
  typeId: number,
  cents: number,
): Promise<number> {
  const account = await one<{ id: number; balance_cents: number }>(
    app,
    `insert into prepaid_accounts (customer_id, type_id, balance_cents)
     values (${customerId}, ${typeId}, ${cents})
     on conflict (customer_id, type_id) do update
       set balance_cents = prepaid_accounts.balance_cents + ${cents}
     returning id, balance_cents`,
  );
  await exec(
    app,
    `insert into prepaid_movements (account_id, kind, amount_cents, balance_after_cents)
     values (${account.id}, 'staff', ${cents}, ${account.balance_cents})`,
  );
  return Number(account.id);
}

/** A prepaid type of the test's own: `credit` cents for `price` cents. */
export async function creditType(app: FastifyInstance, price: number, credit: number) {
  const code = `money-${randomBytes(5).toString('hex')}`;
  return (
    await one<{ id: number }>(
      app,
      `insert into prepaid_account_types (code, names, descriptions, price_cents, credit_cents)
       values ('${code}', '{"fr":"Crédit test","nl":"Testtegoed"}', '{"fr":"","nl":""}',
         ${price}, ${credit}) returning id`,
    )
  ).id;
}

/** A coupon of the test's own, with usage rules. */
export async function testCoupon(
  app: FastifyInstance,
  rules: {
    kind?: 'percent' | 'fixed';
    value?: number;
    maxUses?: number;
    maxUsesPerCustomer?: number;
    firstOrderOnly?: boolean;
    audience?: 'all' | 'newsletter';
  } = {},
): Promise<string> {
  const code = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  await exec(
    app,
    `insert into coupons (code, kind, value, descriptions, max_uses, max_uses_per_customer,
       first_order_only, audience)
     values ('${code}', '${rules.kind ?? 'percent'}', ${rules.value ?? 1000},
       '{"fr":"Test","nl":"Test"}', ${rules.maxUses ?? 'null'},
       ${rules.maxUsesPerCustomer ?? 'null'}, ${rules.firstOrderOnly ?? false},
       '${rules.audience ?? 'all'}')`,
  );
  return code;
}

/** A staff member's session (staff pages and calls). */
export async function staffSession(app: FastifyInstance, call: Call): Promise<string> {
  const staff = await newShopper(app, call);
  await exec(app, `update customers set role = 'staff' where id = ${staff.id}`);
  return staff.sid;
}

export interface RefundLineAsk {
  OrderLineId: number;
  Quantity: number;
}

/** P12 asked by the customer; the refund's id, or the refusal. */
export async function askRefund(call: Call, sid: string, number: string, lines: RefundLineAsk[]) {
  return call('POST', `/api/v1/sales/orders/${number}/refunds`, {
    sid,
    body: { Lines: lines, Reason: 'Ne convient pas' },
  });
}

export async function refundableOf(call: Call, sid: string, number: string) {
  const res = await call('GET', `/api/v1/sales/orders/${number}/refunds`, { sid });
  return (
    res.json() as {
      Lines: {
        OrderLineId: number;
        RefundableQuantity: number;
        PaidCents: number;
        CreditCents: number | null;
      }[];
    }
  ).Lines;
}

/** Every charge and refund the sandbox provider made for a customer's checkouts. */
export async function cardLedger(app: FastifyInstance, customerId: number) {
  const [row] = await rows<{ charged: number; given: number; charges: number }>(
    app,
    `with mine as (
       select p.id from sandbox_payments p
       join checkout_attempts a on p.reference = 'VT-PAY-' || a.id
       where a.customer_id = ${customerId} and p.kind = 'charge' and p.outcome = 'succeeded')
     select
       (select coalesce(sum(amount_cents), 0) from sandbox_payments where id in (select id from mine))::int as charged,
       (select count(*) from mine)::int as charges,
       (select coalesce(sum(coalesce(r.amount_cents, c.amount_cents)), 0) from sandbox_payments r
          join sandbox_payments c on c.id = r.reference
          where r.kind in ('refund', 'part_refund') and r.reference in (select id from mine))::int as given`,
  );
  return {
    charged: Number(row!.charged),
    given: Number(row!.given),
    charges: Number(row!.charges),
  };
}
