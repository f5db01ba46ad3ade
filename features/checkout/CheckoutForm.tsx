import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ShoppingCart } from '@api/contract/cart';
import { useGetAddressPickerQuery, type AddressPickerArgs } from '@api/checkout';
import { initialAddressId } from '@features/addresses';
import { useTranslation } from '@base/i18n/useTranslation';
import { CardPayment } from './CardPayment';
import { CheckoutAddresses } from './CheckoutAddresses';
import {
  checkoutSchema,
  initialCheckoutValues,
  pickupRulesOf,
  type CheckoutValues,
} from './checkoutSchema';
import { OrderSummary } from './OrderSummary';
import { PrepaidChoice } from './PrepaidChoice';
import { CouponWidget } from '@features/coupons';
import { ShippingMethods } from './ShippingMethods';
import { useCartSettling } from './useCartSettling';
import { useCheckoutSubmit, type CheckoutFeedback } from './useCheckoutSubmit';
import { VatField } from './VatField';

interface Props {
  cart: ShoppingCart;
  billingArgs: AddressPickerArgs;
  shippingArgs: AddressPickerArgs;
  onPlaced: () => void;
}

/** One Formik form for the whole one-step checkout (001 §2 "Screens and routes"); the summary follows the cart. */
export function CheckoutForm({ cart, billingArgs, shippingArgs, onPlaced }: Props) {
  const billing = useGetAddressPickerQuery(billingArgs).data;
  const shipping = useGetAddressPickerQuery(shippingArgs).data;
  // The pickup rule reads the cart's methods and point: the schema follows the cart.
  const schema = useMemo(() => checkoutSchema(undefined, pickupRulesOf(cart)), [cart]);
  const { submit, paying, feedback } = useCheckoutSubmit(cart, onPlaced);
  const [initialValues] = useState(() => {
    const held = heldByCart(cart, billing, shipping);
    return initialCheckoutValues({ ...held, SameAddress: held.SameAddressForShipping });
  });
  return (
    <div className="row g-4">
      {/* Outside the form: the coupon widget is a form of its own. First on a phone. */}
      <div className="col-lg-5 order-lg-2">
        <OrderSummary cart={cart} />
        <div className="mt-3">
          <CouponWidget coupon={cart.Coupon} currencyCode={cart.CurrencyCode} />
        </div>
      </div>
      <div className="col-lg-7 order-lg-1">
        <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
          <CheckoutFields
            cart={cart}
            billingArgs={billingArgs}
            shippingArgs={shippingArgs}
            paying={paying}
            feedback={feedback}
          />
        </Formik>
      </div>
    </div>
  );
}

/** What the cart holds of the form's fields, as the form writes them. */
function heldByCart(
  cart: ShoppingCart,
  billing: ReturnType<typeof useGetAddressPickerQuery>['data'],
  shipping: ReturnType<typeof useGetAddressPickerQuery>['data'],
): Pick<
  CheckoutValues,
  'BillingAddressId' | 'ShippingAddressId' | 'SameAddressForShipping' | 'ShippingMethodId' | 'VAT'
> {
  return {
    BillingAddressId: initialAddressId(cart.BillingAddressId, billing),
    ShippingAddressId: initialAddressId(cart.ShippingAddressId, shipping),
    SameAddressForShipping: cart.SameAddress,
    ShippingMethodId: cart.ShippingMethodId,
    VAT: cart.VAT ?? '',
  };
}

/**
 * The fields the cart holds too follow it when it changes under the form: a login at checkout
 * merges the customer's saved cart (its shipping method, VAT number, addresses), and the address
 * lists may answer after the first render. Issue 20: the summary charged the saved cart's Express
 * while no radio was checked, and paying answered "choose a shipping method". A change made in
 * the form comes back in the cart with the same value, so nothing moves under the shopper.
 */
function useFieldsFollowCart(
  cart: ShoppingCart,
  billingArgs: AddressPickerArgs,
  shippingArgs: AddressPickerArgs,
) {
  const billing = useGetAddressPickerQuery(billingArgs).data;
  const shipping = useGetAddressPickerQuery(shippingArgs).data;
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const held = heldByCart(cart, billing, shipping);
  const seen = useRef(held);
  useEffect(() => {
    const keys = Object.keys(held) as (keyof typeof held)[];
    // Only a field still showing what the cart held: one the shopper has since changed (a VAT
    // number typed while the previous one's check comes back) is theirs.
    keys
      .filter((key) => held[key] !== seen.current[key] && values[key] === seen.current[key])
      .forEach((key) => void setFieldValue(key, held[key], false));
    seen.current = held;
  });
}

interface FieldsProps extends Omit<Props, 'onPlaced'> {
  paying: boolean;
  feedback: CheckoutFeedback;
}

function CheckoutFields({ cart, billingArgs, shippingArgs, paying, feedback }: FieldsProps) {
  const { t, culture } = useTranslation();
  const settling = useCartSettling(culture);
  const { values, errors, touched, submitCount, isSubmitting, getFieldProps } =
    useFormikContext<CheckoutValues>();
  useFieldsFollowCart(cart, billingArgs, shippingArgs);
  const form = useRef<HTMLFormElement>(null);
  const billing = useGetAddressPickerQuery(billingArgs).data;
  const billingAddress = billing?.Addresses.find((a) => a.Id === values.BillingAddressId);
  // After a refused submit, the first field in error gets the focus.
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);
  const termsError = touched.AcceptTerms && errors.AcceptTerms ? t(errors.AcceptTerms) : null;
  return (
    <Form noValidate ref={form} className="checkout-form" aria-label={t('CheckoutPage.Title')}>
      {feedback.notice && (
        <div className="alert alert-info" role="alert">
          {feedback.notice}
        </div>
      )}
      <CheckoutAddresses cart={cart} billingArgs={billingArgs} shippingArgs={shippingArgs} />
      <VatField
        countryId={billingAddress?.CountryId ?? cart.BillingCountryId}
        initialValidity={cart.IsVATValid}
      />
      <ShippingMethods cart={cart} />
      <PrepaidChoice cart={cart} />
      {!values.PrepaidCovers && (
        <CardPayment billingSummary={billingAddress?.Summary ?? ''} declined={feedback.declined} />
      )}
      <div className="form-check my-3">
        <input
          type="checkbox"
          id="checkout-terms"
          className={`form-check-input${termsError ? ' is-invalid' : ''}`}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'checkout-terms-error' : undefined}
          {...getFieldProps({ name: 'AcceptTerms', type: 'checkbox' })}
        />
        <label className="form-check-label" htmlFor="checkout-terms">
          {t('CheckoutPage.AcceptTerms')}
        </label>
        {termsError && (
          <div className="invalid-feedback" id="checkout-terms-error">
            {termsError}
          </div>
        )}
      </div>
      <button
        type="submit"
        className="btn btn-primary btn-lg w-100 checkout-submit"
        disabled={paying || settling}
        aria-busy={paying || settling || undefined}
        aria-describedby={settling && !paying ? 'checkout-settling' : undefined}
      >
        {paying && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {paying ? t('CheckoutPage.Paying') : t('CheckoutPage.PlaceOrder')}
      </button>
      <p className="visually-hidden" role="status" id="checkout-settling">
        {settling && !paying ? t('CheckoutPage.CartUpdating') : ''}
      </p>
    </Form>
  );
}
