import { useEffect, useRef } from 'react';
import type { ShoppingCart } from '@api/contract/cart';
import { useSetCountriesMutation } from '@api/cart';
import { serverRefusal } from '@api/errors';
import { useTranslation } from '@base/i18n/useTranslation';

/**
 * Billing and shipping countries follow the chosen addresses (001 §2 "Screens and routes", §3 country change): when
 * they differ from the cart's, K6 tells the cart so VAT and shipping costs follow. Returns the
 * refusal's message, if any.
 */
export function useCountrySync(
  cart: ShoppingCart,
  billingCountryId: number | null,
  shippingCountryId: number | null,
): string | null {
  const { t, culture } = useTranslation();
  const [setCountries, { error }] = useSetCountriesMutation();
  const asked = useRef('');
  useEffect(() => {
    if (!billingCountryId || !shippingCountryId) return;
    if (
      billingCountryId === cart.BillingCountryId &&
      shippingCountryId === cart.ShippingCountryId
    ) {
      asked.current = '';
      return;
    }
    // Asked already: the cart catches up when its refetch arrives (or the refusal is shown).
    const pair = `${billingCountryId}|${shippingCountryId}`;
    if (asked.current === pair) return;
    asked.current = pair;
    void setCountries({
      BillingCountryId: billingCountryId,
      ShippingCountryId: shippingCountryId,
      culture,
    });
  }, [
    billingCountryId,
    shippingCountryId,
    cart.BillingCountryId,
    cart.ShippingCountryId,
    setCountries,
    culture,
  ]);
  return error ? (serverRefusal(error).message ?? t('Manager.AnErrorHasOccured')) : null;
}
