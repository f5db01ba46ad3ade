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
import { writePaidOrder, type PaidOrder } from './orderWrite';
import { splitPayment } from './prepaidAtCheckout';
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
 * in the cart's currency) less the part a chosen prepaid account pays (issue 15: the card is not
 * charged at all when the balance covers the total), then writes the order in one transaction,
 * which debits the prepaid part. A decline, a refusal or an
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
  let split;
  try {
    plan = await checkOrder(db, {
      customerId: input.customerId,
      cartId,
      request,
      view,
      culture,
      t,
    });
    vatNumber = await vatForOrder(db, {
      sessionId: input.sessionId,
      typed: request.VAT,
      view,
      billingCountry: plan.billingCountry,
      culture,
      t,
      vies: deps.vies,
    });
    split = await splitPayment(db, {
      customerId: input.customerId,
      prepaidAccountId: request.PrepaidAccountId,
      paymentMethodId: request.PaymentMethodId,
      view,
      t,
    });
  } catch (error) {
    if (error instanceof CartRefused) return { ok: false, ...error.refusal };
    throw error;
  }
  const placedAt = input.now ?? new Date();
  const orderId = await reserveOrderId(db);
  const number = orderNumberOf(orderId, placedAt);
  // The card pays what the prepaid account does not (nothing: no charge at all).
  let chargeId: string | null = null;
  let card: PaidOrder['card'] = null;
  if (split.cardCents > 0) {
    let charge;
    try {
      charge = await deps.payments.charge({
        paymentMethodId: request.PaymentMethodId!,
        amountCents: split.cardCents,
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
      return {
        ok: false,
        status: charge.status,
        message: charge.message,
        field: 'PaymentMethodId',
      };
    }
    if (charge.kind === 'declined') {
      const key = DECLINE_KEYS[charge.declineCode] ?? 'Payment.Declined.Generic';
      return { ok: false, status: 402, message: t(key), field: 'PaymentMethodId' };
    }
    chargeId = charge.chargeId;
    // Brand and last 4 digits for the order (a receipt detail: without an answer, none).
    card = await deps.payments.cardOf(chargeId).catch((err: unknown) => {
      deps.log.error({ err, order: number }, 'card details unavailable');
      return null;
    });
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
    chargeId,
    card,
    cardCents: split.cardCents,
    prepaid: split.prepaid,
  };
  try {
    await writePaidOrder(db, order, t);
  } catch (error) {
    // A balance that no longer covers the prepaid part, a changed cart: the card part goes back.
    if (chargeId !== null) await giveBack(deps, chargeId, number, culture);
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
