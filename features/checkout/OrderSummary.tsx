import type { ShoppingCart } from '@api/contract/cart';
import { useTranslation } from '@base/i18n/useTranslation';
import { chosenPointOf, pickupMethodOf } from '@features/pickup';

/** The cart's lines and totals (K1) beside the checkout form; they follow every change. */
export function OrderSummary({ cart, busy }: { cart: ShoppingCart; busy?: boolean }) {
  const { t } = useTranslation();
  const totals = cart.Totals;
  // The pickup point the parcel goes to (issue 17), when the cart's method is a pickup one.
  const pickup = pickupMethodOf(cart, cart.ShippingMethodId);
  const point = pickup ? chosenPointOf(cart, pickup.Id) : null;
  const country =
    cart.Countries.find((c) => c.Code === totals.VatCountryCode)?.Name ?? totals.VatCountryCode;
  return (
    <section
      className="checkout-summary card"
      aria-labelledby="checkout-summary-title"
      aria-busy={busy || undefined}
    >
      <div className="card-body">
        <h2 className="h5 card-title" id="checkout-summary-title">
          {t('CheckoutPage.Summary')}
        </h2>
        <ul className="list-unstyled checkout-summary-lines">
          {cart.Items.map((item) => (
            <li key={item.Id} className="d-flex justify-content-between gap-2 py-1">
              <span>
                {item.ItemName}
                <span className="text-body-secondary"> × {item.Quantity}</span>
              </span>
              <span className="text-nowrap">{item.TotalTaxInclHtml}</span>
            </li>
          ))}
        </ul>
        <dl className="checkout-totals row mb-0">
          <dt className="col-7 fw-normal">{t('CheckoutPage.Items')}</dt>
          <dd className="col-5 text-end">{totals.ItemsHtml}</dd>
          {totals.DiscountCents !== 0 && (
            <>
              <dt className="col-7 fw-normal">
                {cart.Coupon
                  ? t('CheckoutPage.DiscountCode', cart.Coupon.CouponCode)
                  : t('CheckoutPage.Discount')}
              </dt>
              <dd className="col-5 text-end">{totals.DiscountHtml}</dd>
            </>
          )}
          <dt className="col-7 fw-normal">{t('CheckoutPage.Shipping')}</dt>
          <dd className="col-5 text-end">{totals.ShippingHtml}</dd>
          {point && (
            <>
              <dt className="col-12 fw-normal small text-body-secondary">
                {t('PickupUi.ChosenPoint')}
              </dt>
              <dd className="col-12 small checkout-summary-pickup">{point.Summary}</dd>
            </>
          )}
          <dt className="col-7 fw-normal">
            {totals.VatExempt
              ? t('CheckoutPage.VatExempt')
              : t('CheckoutPage.VatRate', totals.VatRate, country)}
          </dt>
          <dd className="col-5 text-end">{totals.VatHtml}</dd>
          <dt className="col-7">{t('CheckoutPage.Total')}</dt>
          <dd className="col-5 text-end fw-bold checkout-total">{totals.TotalHtml}</dd>
        </dl>
      </div>
    </section>
  );
}
