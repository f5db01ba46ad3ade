import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ShoppingCart } from '@api/contract/cart';
import { usePlaceOrderMutation, useTokenizeCardMutation } from '@api/checkout';
import { serverRefusal, type ServerRefusal } from '@api/errors';
import { useTranslation } from '@base/i18n/useTranslation';
import { pickupMethodOf } from '@features/pickup';
import { CARD_FIELD_OF, toCardRequest } from './cardFields';
import type { CheckoutValues } from './checkoutSchema';
import {
  CARD_DECLINED_STATUS,
  CART_CHANGED_STATUS,
  ORDER_CONFIRMATION_PATH,
} from '@rules/checkout';

/**
 * One Idempotency-Key per submit (rules/checkout.ts IDEMPOTENCY_HEADER): 128 random bits.
 * getRandomValues, unlike randomUUID, also exists on a page served over plain HTTP.
 */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** K15's 409 for a cart that was ordered already names the order (CheckoutConflict). */
function orderNumberOf(error: unknown): string | null {
  const data = (error as { status?: unknown; data?: { OrderNumber?: unknown } } | undefined)?.data;
  return typeof data?.OrderNumber === 'string' && data.OrderNumber ? data.OrderNumber : null;
}

export interface CheckoutFeedback {
  /** The provider's refusal, shown beside the card form. */
  declined: string | null;
  /** A refusal that names no field of the form (409 cart changed, an unknown address…). */
  notice: string | null;
}

/**
 * Runs once the form is valid (Formik calls onSubmit only then), so `paying` is the submit
 * button's loading state (001 §5 "Validation rules"). The card goes to the sandbox provider; the shop's K15 gets its
 * PaymentMethodId and the cart version the shopper saw.
 */
export function useCheckoutSubmit(cart: ShoppingCart, onPlaced: () => void) {
  const { t, culture } = useTranslation();
  const navigate = useNavigate();
  const [tokenizeCard] = useTokenizeCardMutation();
  const [placeOrder] = usePlaceOrderMutation();
  const [paying, setPaying] = useState(false);
  const [feedback, setFeedback] = useState<CheckoutFeedback>({ declined: null, notice: null });

  const refused = (
    refusal: ServerRefusal,
    values: CheckoutValues,
    helpers: FormikHelpers<CheckoutValues>,
    card: boolean,
  ) => {
    // 401 opened the login modal and 5xx the error dialog (api/errorCatalogue.ts).
    const told = refusal.status === null || refusal.status === 401 || refusal.status >= 500;
    const message = refusal.message ?? t('Manager.AnErrorHasOccured');
    const field = refusal.field
      ? card
        ? CARD_FIELD_OF[refusal.field]
        : (refusal.field as keyof CheckoutValues)
      : undefined;
    if (refusal.status === 400 && field && field in values) {
      void helpers.setFieldTouched(field, true, false);
      helpers.setFieldError(field, message);
    } else if (refusal.status === CARD_DECLINED_STATUS || (card && !told)) {
      // The provider's word stays next to the card form.
      setFeedback({ declined: message, notice: null });
    } else if (refusal.status === CART_CHANGED_STATUS) {
      setFeedback({ declined: null, notice: refusal.message ?? t('CheckoutPage.CartChanged') });
    } else if (!told) {
      setFeedback({ declined: null, notice: message });
    }
  };

  const submit = async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    setFeedback({ declined: null, notice: null });
    setPaying(true);
    // A prepaid account paying everything (issue 15): no card at all.
    let paymentMethodId: string | undefined;
    if (!values.PrepaidCovers) {
      const method = await tokenizeCard(toCardRequest(values));
      if (!method.data) {
        refused(serverRefusal(method.error), values, helpers, true);
        setPaying(false);
        return;
      }
      paymentMethodId = method.data.PaymentMethodId;
    }
    const vat = values.VAT.trim();
    // A pickup method's parcel goes to the point (the server takes its address with the billing
    // names): no shipping address is sent.
    const sameAddress =
      values.SameAddressForShipping || pickupMethodOf(cart, values.ShippingMethodId) !== null;
    const order = await placeOrder({
      idempotencyKey: newAttemptKey(),
      BillingAddressId: values.BillingAddressId ?? 0,
      ShippingAddressId: sameAddress ? undefined : (values.ShippingAddressId ?? undefined),
      SameAddressForShipping: sameAddress,
      ShippingMethodId: values.ShippingMethodId ?? 0,
      VAT: vat || undefined,
      PaymentMethodId: paymentMethodId,
      PrepaidAccountId: values.PrepaidAccountId ?? undefined,
      AcceptTerms: true,
      CartVersion: cart.Version,
      culture,
    });
    // Placed now, or placed already by another submit of this cart (a second tab): the order.
    const number = order.data?.OrderNumber ?? orderNumberOf(order.error);
    if (number) {
      onPlaced();
      void navigate(`/${culture}/${ORDER_CONFIRMATION_PATH}/${encodeURIComponent(number)}`);
      return;
    }
    refused(serverRefusal(order.error), values, helpers, false);
    setPaying(false);
  };

  return { submit, paying, feedback };
}
