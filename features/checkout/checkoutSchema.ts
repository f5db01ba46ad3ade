import { boolean, mixed, number, object, string, type ObjectSchema, type Schema } from 'yup';
import type { ShoppingCart } from '@api/contract/cart';
import { formMessages } from '@base/forms/rules';
import { chosenPointOf, pickupMethodOf } from '@features/pickup';
import { cardRules, emptyCard, type CardValues } from './cardFields';

/** The one-step checkout form: addresses, shipping, VAT, terms and the card drop-in. */
export interface CheckoutValues extends CardValues {
  BillingAddressId: number | null;
  SameAddressForShipping: boolean;
  ShippingAddressId: number | null;
  ShippingMethodId: number | null;
  VAT: string;
  AcceptTerms: boolean;
  /** Issue 15: the prepaid account chosen to pay (null: none). */
  PrepaidAccountId: number | null;
  /** Its balance covers the whole total: no card at all (the card fields are not asked). */
  PrepaidCovers: boolean;
}

export const checkoutMessages = {
  billing: 'CheckoutPage.BillingRequired',
  shipping: 'CheckoutPage.ShippingRequired',
  method: 'CheckoutPage.ShippingMethodRequired',
  terms: 'CheckoutPage.TermsRequired',
  pickupPoint: 'PickupUi.PointRequired',
} as const;

/** What the form needs to know of pickup methods (issue 17): which, and whether a point is chosen. */
export interface PickupRules {
  isPickup: (methodId: number | null | undefined) => boolean;
  hasPoint: (methodId: number) => boolean;
}
const NO_PICKUP: PickupRules = { isPickup: () => false, hasPoint: () => false };

export function pickupRulesOf(cart: ShoppingCart): PickupRules {
  return {
    isPickup: (id) => pickupMethodOf(cart, id ?? null) !== null,
    hasPoint: (id) => chosenPointOf(cart, id) !== null,
  };
}

interface Start {
  BillingAddressId: number | null;
  ShippingAddressId: number | null;
  SameAddress: boolean;
  ShippingMethodId: number | null;
  VAT: string | null;
}

export function initialCheckoutValues(start: Start): CheckoutValues {
  return {
    BillingAddressId: start.BillingAddressId,
    SameAddressForShipping: start.SameAddress,
    ShippingAddressId: start.ShippingAddressId,
    ShippingMethodId: start.ShippingMethodId,
    VAT: start.VAT ?? '',
    AcceptTerms: false,
    PrepaidAccountId: null,
    PrepaidCovers: false,
    ...emptyCard,
  };
}

/**
 * Messages are string-resource keys. `now` decides whether a card has expired. A pickup method
 * needs its point (the server refuses it too, 400) and no shipping address: the parcel goes to
 * the point.
 */
export function checkoutSchema(
  now: () => Date = () => new Date(),
  pickup: PickupRules = NO_PICKUP,
): ObjectSchema<CheckoutValues> {
  return object({
    BillingAddressId: number().nullable().required(checkoutMessages.billing),
    SameAddressForShipping: boolean().required(),
    ShippingAddressId: number()
      .nullable()
      .when(['SameAddressForShipping', 'ShippingMethodId'], ([same, methodId], s) =>
        same === false && !pickup.isPickup(methodId as number | null)
          ? s.required(checkoutMessages.shipping)
          : s,
      ),
    ShippingMethodId: number()
      .nullable()
      .required(checkoutMessages.method)
      .test(
        'pickup-point',
        checkoutMessages.pickupPoint,
        (id) => !pickup.isPickup(id) || pickup.hasPoint(id!),
      ),
    VAT: string().trim().max(20, formMessages.tooLong),
    AcceptTerms: mixed<boolean>()
      .oneOf([true], checkoutMessages.terms)
      .required(checkoutMessages.terms),
    PrepaidAccountId: number().nullable().defined(),
    PrepaidCovers: boolean().required(),
    ...cardWhenNeeded(cardRules(now)),
  }) as ObjectSchema<CheckoutValues>;
}

/** The card's rules apply unless the chosen prepaid account pays everything. */
function cardWhenNeeded<T extends Record<string, Schema>>(rules: T): T {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      rule.when('PrepaidCovers', { is: true, then: () => string() }),
    ]),
  ) as T;
}
