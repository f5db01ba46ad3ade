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
import {
  attemptByKey,
  chargeReferenceOf,
  claimCart,
  failAttempt,
  paidAttemptOf,
  type Attempt,
} from './checkoutAttempts';
import { checkOrder } from './checkoutChecks';
import { writePaidOrder, type PaidOrder } from './orderWrite';
import { splitPayment } from './prepaidAtCheckout';
import { vatForOrder } from './vatAtCheckout';

export type PlaceOrderFailure = Omit<Refusal, 'status'> & {
  status: 400 | 402 | 404 | 409 | 503;
  /** A 409 about an order this cart already became: where the shopper finds it. */
  order?: OrderPlaced;
};
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

const placedOf = (appBase: string, culture: string, orderId: number, number: string) => ({
  OrderId: orderId,
  OrderNumber: number,
  ConfirmationUrl: `${appBase}/${culture}/${ORDER_CONFIRMATION_PATH}/${number}`,
});

/**
 * K15 (ours). Checks everything first; claims the cart's version for this attempt (one charge
 * per order: a parallel submit of the same cart is told the payment is under way, or which
 * order the cart became); charges the total the cart shows (computed on the server, in the
 * cart's currency) less the part a chosen prepaid account pays (no card charge when the balance
 * covers it); then writes the order in one transaction, which debits the prepaid part and takes
 * the invoice number. A decline, a refusal or an unreachable provider writes nothing of the
 * shop's; an order that cannot be written after the payment (cart changed, stock or a coupon's
 * last use gone meanwhile) gives the money back and answers 409. A request repeated with the
 * Idempotency-Key of a paid attempt answers that attempt's order again.
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
    idempotencyKey?: string | null;
    now?: Date;
  },
): Promise<PlaceOrderResult> {
  const { request, culture, t, customerId } = input;
  const key = input.idempotencyKey ?? null;
  const cartId = await findSessionCartId(db, input.sessionId);
  const orderOf = (attempt: Attempt) =>
    attempt.status === 'paid' && attempt.orderId !== null && attempt.orderNumber !== null
      ? placedOf(deps.appBase, culture, attempt.orderId, attempt.orderNumber)
      : null;
  const told = (attempt: Attempt): PlaceOrderResult => {
    const order = orderOf(attempt);
    return order
      ? { ok: false, status: 409, message: t('Checkout.AlreadyOrdered', order.OrderNumber), order }
      : { ok: false, status: 409, message: t('Checkout.PaymentUnderWay') };
  };
  if (key !== null) {
    const earlier = await attemptByKey(db, customerId, key);
    const again = earlier && orderOf(earlier);
    if (again) return { ok: true, placed: again };
    if (earlier) return told(earlier);
  }
  // The version the shopper saw was paid already (a second tab, a double submit): say where.
  if (cartId !== null) {
    const paid = await paidAttemptOf(db, cartId, request.CartVersion);
    if (paid) return told(paid);
  }
  const view = await cartView(db, cartId, culture, { appBase: deps.appBase });
  let plan;
  let vatNumber: string | null;
  let split;
  try {
    plan = await checkOrder(db, { customerId, cartId, request, view, culture, t });
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
      customerId,
      prepaidAccountId: request.PrepaidAccountId,
      paymentMethodId: request.PaymentMethodId,
      view,
      t,
    });
  } catch (error) {
    if (error instanceof CartRefused) return { ok: false, ...error.refusal };
    throw error;
  }
  // checkOrder refused an empty cart: there is a cart.
  const claim = await claimCart(db, { cartId: cartId!, version: view.Version, customerId, key });
  if (!claim.ok) return told(claim.attempt);
  const { attemptId } = claim;
  const reference = chargeReferenceOf(attemptId);
  let chargeId: string | null = null;
  try {
    const placedAt = input.now ?? new Date();
    // The card pays what the prepaid account does not (nothing: no charge at all).
    let card: PaidOrder['card'] = null;
    if (split.cardCents > 0) {
      let charge;
      try {
        charge = await deps.payments.charge({
          paymentMethodId: request.PaymentMethodId!,
          amountCents: split.cardCents,
          currencyCode: view.CurrencyCode,
          reference,
          culture,
        });
      } catch (error) {
        if (!(error instanceof PaymentUnreachable)) throw error;
        deps.log.error({ err: error, reference }, 'payment provider unreachable');
        await failAttempt(db, attemptId);
        return { ok: false, status: 503, message: t('Payment.ServiceUnreachable') };
      }
      if (charge.kind !== 'succeeded') {
        await failAttempt(db, attemptId);
        if (charge.kind === 'refused') {
          const { status, message } = charge;
          return { ok: false, status, message, field: 'PaymentMethodId' };
        }
        const declined = DECLINE_KEYS[charge.declineCode] ?? 'Payment.Declined.Generic';
        return { ok: false, status: 402, message: t(declined), field: 'PaymentMethodId' };
      }
      chargeId = charge.chargeId;
      // Brand and last 4 digits for the order (a receipt detail: without an answer, none).
      card = await deps.payments.cardOf(chargeId).catch((err: unknown) => {
        deps.log.error({ err, reference }, 'card details unavailable');
        return null;
      });
    }
    const currencies = await loadCurrencies(db);
    const order = await writePaidOrder(
      db,
      {
        attemptId,
        placedAt,
        sessionId: input.sessionId,
        customerId,
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
      },
      t,
    );
    return { ok: true, placed: placedOf(deps.appBase, culture, order.orderId, order.number) };
  } catch (error) {
    // A balance that no longer covers the prepaid part, a changed cart: the card part goes back.
    if (chargeId !== null) await giveBack(deps, chargeId, reference, culture);
    await failAttempt(db, attemptId);
    if (error instanceof CartRefused) return { ok: false, ...error.refusal };
    throw error;
  }
}

/** A refund that fails leaves a paid charge without an order: logged for a person to settle. */
async function giveBack(
  deps: PlaceOrderDeps,
  chargeId: string,
  reference: string,
  culture: string,
) {
  try {
    await deps.payments.refund(chargeId, culture);
  } catch (error) {
    deps.log.error({ err: error, chargeId, reference }, 'refund after a failed order failed');
  }
}
