import type { CheckoutRequest, OrderPlaced } from '../../../api/contract/checkout';
import { ORDER_CONFIRMATION_PATH } from '../../../rules/checkout';
import type { AppDb } from '../../db/client';
import { cartView } from '../cart/cartView';
import { CartRefused, type Refusal } from '../cart/refusal';
import { findSessionCartId } from '../cart/sessionCart';
import { currencyFor, loadCurrencies } from '../currency/currencies';
import { PaymentUnreachable, type PaymentClient } from '../payment/client';
import type { Translate } from '../../shared/translate';
import type { ViesClient } from '../vat/viesClient';
import { checkOrder } from './checkoutChecks';
import { orderNumberOf, reserveOrderId } from './orderNumber';
import { writePaidOrder } from './orderWrite';
import { vatForOrder } from './vatAtCheckout';

export type PlaceOrderFailure = Omit<Refusal, 'status'> & { status: 400 | 402 | 404 | 409 | 503 };
export type PlaceOrderResult =
  { ok: true; placed: OrderPlaced } | ({ ok: false } & PlaceOrderFailure);

export interface PlaceOrderDeps {
  payments: PaymentClient;
  vies: ViesClient | null;
  appBase: string;
  log: { error(obj: object, msg: string): void };
}

/** The shop's own sentence for each decline the provider reports. */
const DECLINE_KEYS: Record<string, string> = {
  card_declined: 'Payment.Declined.CardDeclined',
  insufficient_funds: 'Payment.Declined.InsufficientFunds',
  test_mode_unknown_card: 'Payment.Declined.TestModeUnknownCard',
};

/**
 * K15 (ours). Checks everything first, charges the total the cart shows (computed on the server,
 * in the cart's currency), then writes the order in one transaction. A decline, a refusal or an
 * unreachable provider writes nothing of the shop's; an order that cannot be written after the
 * payment (cart changed, stock gone meanwhile) gives the money back and answers 409.
 */
export async function placeOrder(
  db: AppDb,
  deps: PlaceOrderDeps,
  input: {
    sessionId: string;
    customerId: number;
    request: CheckoutRequest;
    culture: string;
    t: Translate;
    now?: Date;
  },
): Promise<PlaceOrderResult> {
  const { request, culture, t } = input;
  const cartId = await findSessionCartId(db, input.sessionId);
  const view = await cartView(db, cartId, culture, { appBase: deps.appBase });
  let plan;
  let vatNumber: string | null;
  try {
    plan = await checkOrder(db, { customerId: input.customerId, request, view, culture, t });
    vatNumber = await vatForOrder(db, {
      sessionId: input.sessionId,
      typed: request.VAT,
      view,
      billingCountry: plan.billingCountry,
      culture,
      t,
      vies: deps.vies,
    });
  } catch (error) {
    if (error instanceof CartRefused) return { ok: false, ...error.refusal };
    throw error;
  }
  const placedAt = input.now ?? new Date();
  const orderId = await reserveOrderId(db);
  const number = orderNumberOf(orderId, placedAt);
  let charge;
  try {
    charge = await deps.payments.charge({
      paymentMethodId: request.PaymentMethodId,
      amountCents: view.Totals.TotalCents,
      currencyCode: view.CurrencyCode,
      reference: number,
      culture,
    });
  } catch (error) {
    if (!(error instanceof PaymentUnreachable)) throw error;
    deps.log.error({ err: error, order: number }, 'payment provider unreachable');
    return { ok: false, status: 503, message: t('Payment.ServiceUnreachable') };
  }
  if (charge.kind === 'refused') {
    return { ok: false, status: charge.status, message: charge.message, field: 'PaymentMethodId' };
  }
  if (charge.kind === 'declined') {
    const key = DECLINE_KEYS[charge.declineCode] ?? 'Payment.Declined.Generic';
    return { ok: false, status: 402, message: t(key), field: 'PaymentMethodId' };
  }
  const currencies = await loadCurrencies(db);
  const order = {
    orderId,
    number,
    placedAt,
    sessionId: input.sessionId,
    customerId: input.customerId,
    culture,
    view,
    plan,
    vatNumber,
    rateMicro: currencyFor(view.CurrencyCode, currencies).rateMicro,
    provider: deps.payments.provider,
    chargeId: charge.chargeId,
  };
  try {
    await writePaidOrder(db, order, t);
  } catch (error) {
    await giveBack(deps, charge.chargeId, number, culture);
    if (error instanceof CartRefused) return { ok: false, ...error.refusal };
    throw error;
  }
  return {
    ok: true,
    placed: {
      OrderId: orderId,
      OrderNumber: number,
      ConfirmationUrl: `${deps.appBase}/${culture}/${ORDER_CONFIRMATION_PATH}/${number}`,
    },
  };
}

/** A refund that fails leaves a paid charge without an order: logged for a person to settle. */
async function giveBack(deps: PlaceOrderDeps, chargeId: string, number: string, culture: string) {
  try {
    await deps.payments.refund(chargeId, culture);
  } catch (error) {
    deps.log.error({ err: error, chargeId, order: number }, 'refund after a failed order failed');
  }
}
