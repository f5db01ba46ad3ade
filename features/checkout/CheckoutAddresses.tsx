import { useFormikContext } from 'formik';
import type { ShoppingCart } from '@api/contract/cart';
import type { AddressSaved } from '@api/contract/checkout';
import { useGetAddressPickerQuery, type AddressPickerArgs } from '@api/checkout';
import { AddressPicker } from '@features/addresses';
import { selectionAfterSave } from '@features/addresses';
import { useTranslation } from '@base/i18n/useTranslation';
import { chosenPointOf, pickupMethodOf } from '@features/pickup';
import type { CheckoutValues } from './checkoutSchema';
import { useCountrySync } from './useCountrySync';

interface Props {
  cart: ShoppingCart;
  billingArgs: AddressPickerArgs;
  shippingArgs: AddressPickerArgs;
}

/**
 * Billing and shipping pickers (K10), the "same address for shipping" checkbox, and the billing
 * and shipping countries that follow from them (K6).
 */
export function CheckoutAddresses({ cart, billingArgs, shippingArgs }: Props) {
  const { t } = useTranslation();
  const { values, errors, touched, setFieldValue, getFieldProps } =
    useFormikContext<CheckoutValues>();
  const billing = useGetAddressPickerQuery(billingArgs).data;
  const shipping = useGetAddressPickerQuery(shippingArgs).data;
  const billingAddress = billing?.Addresses.find((a) => a.Id === values.BillingAddressId);
  const shippingAddress = values.SameAddressForShipping
    ? billingAddress
    : shipping?.Addresses.find((a) => a.Id === values.ShippingAddressId);
  // A pickup method (issue 17): the parcel goes to the point, in the point's country; no
  // shipping address is asked.
  const pickup = pickupMethodOf(cart, values.ShippingMethodId);
  const point = pickup ? chosenPointOf(cart, pickup.Id) : null;
  const shippingCountryId = pickup
    ? (point?.ShippingCountryId ?? cart.ShippingCountryId)
    : (shippingAddress?.CountryId ?? null);
  const refusal = useCountrySync(cart, billingAddress?.CountryId ?? null, shippingCountryId);
  const countryName = (id: number | undefined) =>
    cart.Countries.find((c) => c.Id === id)?.Name ?? '—';
  const current = { billing: values.BillingAddressId, shipping: values.ShippingAddressId };
  const onSaved = (saved: AddressSaved, created: boolean) => {
    const next = selectionAfterSave(saved, created);
    if (next.billing !== undefined) void setFieldValue('BillingAddressId', next.billing);
    if (next.shipping !== undefined) void setFieldValue('ShippingAddressId', next.shipping);
  };
  const error = (name: 'BillingAddressId' | 'ShippingAddressId') =>
    touched[name] && errors[name] ? t(errors[name]) : undefined;
  const picker = {
    countries: cart.Countries,
    current,
    defaultCountryId: cart.ShippingCountryId || null,
    onSaved,
  };
  return (
    <section className="checkout-addresses mb-4" aria-labelledby="checkout-addresses-title">
      <h2 className="h4" id="checkout-addresses-title">
        {t('CheckoutPage.Addresses')}
      </h2>
      <AddressPicker
        args={billingArgs}
        legend={t('CheckoutPage.BillingAddress')}
        selectedId={values.BillingAddressId}
        onSelect={(id) => void setFieldValue('BillingAddressId', id)}
        error={error('BillingAddressId')}
        {...picker}
      />
      <p className="small checkout-country" id="checkout-billing-country">
        {t('CheckoutPage.BillingCountry', countryName(billingAddress?.CountryId))}
      </p>
      {pickup ? (
        <p className="checkout-pickup-destination" id="checkout-pickup-destination">
          {point ? t('PickupUi.ParcelGoesTo', point.Summary) : t('PickupUi.ParcelGoesToPoint')}
        </p>
      ) : (
        <div className="form-check mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            id="checkout-same-address"
            {...getFieldProps({ name: 'SameAddressForShipping', type: 'checkbox' })}
          />
          <label className="form-check-label" htmlFor="checkout-same-address">
            {t('CheckoutPage.SameAddress')}
          </label>
        </div>
      )}
      {!pickup && !values.SameAddressForShipping && (
        <AddressPicker
          args={shippingArgs}
          legend={t('CheckoutPage.ShippingAddress')}
          selectedId={values.ShippingAddressId}
          onSelect={(id) => void setFieldValue('ShippingAddressId', id)}
          error={error('ShippingAddressId')}
          {...picker}
        />
      )}
      <p className="small checkout-country" id="checkout-shipping-country">
        {t('CheckoutPage.ShippingCountry', countryName(shippingCountryId ?? undefined))}
      </p>
      {refusal && (
        <div className="alert alert-warning" role="alert">
          {refusal}
        </div>
      )}
    </section>
  );
}
