import { boolean, mixed, number, object, string, type ObjectSchema, type Schema } from 'yup';
import { formMessages } from '@base/forms/rules';
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
} as const;

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

/** Messages are string-resource keys. `now` decides whether a card has expired. */
export function checkoutSchema(now: () => Date = () => new Date()): ObjectSchema<CheckoutValues> {
  return object({
    BillingAddressId: number().nullable().required(checkoutMessages.billing),
    SameAddressForShipping: boolean().required(),
    ShippingAddressId: number()
      .nullable()
      .when('SameAddressForShipping', {
        is: false,
        then: (s) => s.required(checkoutMessages.shipping),
      }),
    ShippingMethodId: number().nullable().required(checkoutMessages.method),
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
