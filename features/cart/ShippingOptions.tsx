import { useId } from 'react';
import type { ShoppingCart } from '@api/contract/cart';
import { useSetShippingCountryMutation, useSetShippingMethodMutation } from '@api/cart';
import { useTranslation } from '@base/i18n/useTranslation';
import { CityTypeahead } from './CityTypeahead';
import { serverMessage } from '@api/errors';
import { usePendingChoice } from '@base/ui/usePendingChoice';
import { PickupChoice } from '@features/pickup';

/**
 * Shipping country (K5), postal code or city (K11 → K7) and shipping method (K4). Each choice
 * broadcasts `cartChanged`, and the cart (prices, VAT, methods) comes back refreshed. A pickup
 * method shows its chosen point and the button opening the pickup modal (features/pickup).
 */
export function ShippingOptions({ cart }: { cart: ShoppingCart }) {
  const { t, culture } = useTranslation();
  const id = useId();
  const [setCountry, country] = useSetShippingCountryMutation();
  const [setMethod, method] = useSetShippingMethodMutation();
  const current = cart.Countries.find((c) => c.Id === cart.ShippingCountryId);
  const countryCode = usePendingChoice(current?.Code ?? '', cart.Version);
  const methodId = usePendingChoice(cart.ShippingMethodId, cart.Version);
  const chooseCountry = (CountryCode: string) => {
    countryCode.pick(CountryCode);
    void setCountry({ CountryCode, culture }).unwrap().catch(countryCode.drop);
  };
  const chooseMethod = (ShippingMethodId: number) => {
    methodId.pick(ShippingMethodId);
    void setMethod({ ShippingMethodId, culture }).unwrap().catch(methodId.drop);
  };
  const refusal = (error: unknown) => serverMessage(error) ?? t('Manager.UnknowsErrors');
  return (
    <section className="cart-shipping mb-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('ShoppingCarts.ShippingTitle')}
      </h2>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-country`}>
          {t('ShoppingCarts.ShippingCountry')}
        </label>
        <select
          id={`${id}-country`}
          className="form-select"
          value={countryCode.value}
          onChange={(event) => chooseCountry(event.target.value)}
        >
          {!current && <option value="" />}
          {cart.Countries.map((c) => (
            <option key={c.Id} value={c.Code}>
              {c.Name}
            </option>
          ))}
        </select>
        {country.isError && (
          <p role="alert" className="text-danger small mb-0">
            {refusal(country.error)}
          </p>
        )}
      </div>
      <CityTypeahead
        key={cart.ShippingCountryId}
        countryId={cart.ShippingCountryId}
        city={cart.City}
        version={cart.Version}
      />
      <fieldset className="mb-2">
        <legend className="form-label fs-6">{t('ShoppingCarts.ShippingMethod')}</legend>
        {cart.ShippingMethods.length === 0 && (
          <p className="small text-body-secondary">{t('ShoppingCarts.NoShippingMethod')}</p>
        )}
        {cart.ShippingMethods.map((m) => (
          <div className="form-check" key={m.Id}>
            <input
              className="form-check-input"
              type="radio"
              name={`${id}-method`}
              id={`${id}-method-${m.Id}`}
              checked={methodId.value === m.Id}
              aria-describedby={m.Description ? `${id}-method-${m.Id}-info` : undefined}
              onChange={() => chooseMethod(m.Id)}
            />
            <label className="form-check-label d-flex gap-2" htmlFor={`${id}-method-${m.Id}`}>
              <span>{m.Name}</span>
              <span className="ms-auto">{m.IsFree ? t('ShoppingCarts.Free') : m.PriceHtml}</span>
            </label>
            {m.Description && (
              <div id={`${id}-method-${m.Id}-info`} className="form-text mt-0">
                {m.Description}
              </div>
            )}
          </div>
        ))}
        <PickupChoice cart={cart} methodId={methodId.value} />
        {method.isError && (
          <p role="alert" className="text-danger small mb-0">
            {refusal(method.error)}
          </p>
        )}
      </fieldset>
    </section>
  );
}
