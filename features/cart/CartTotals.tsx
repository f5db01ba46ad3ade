import type { CartTotals as Totals } from '@api/contract/cart';
import { useTranslation } from '@base/i18n/useTranslation';

/** The cart's totals as the server formatted them (money is never formatted here). */
export function CartTotals({ totals }: { totals: Totals }) {
  const { t, culture } = useTranslation();
  // A rate is not money: the culture's own decimal sign is enough ("5,5" in fr and nl).
  const rate = new Intl.NumberFormat(culture, { maximumFractionDigits: 2 }).format(totals.VatRate);
  const row = (label: string, value: string, className = '') => (
    <div className={`d-flex justify-content-between ${className}`.trim()}>
      <dt className="fw-normal">{label}</dt>
      <dd className="mb-1">{value}</dd>
    </div>
  );
  return (
    <dl className="cart-totals mb-3">
      {row(t('ShoppingCarts.ItemsTotal'), totals.ItemsHtml)}
      {totals.DiscountCents !== 0 && row(t('ShoppingCarts.Discount'), totals.DiscountHtml)}
      {row(t('ShoppingCarts.Shipping'), totals.ShippingHtml)}
      {totals.VatExempt
        ? row(t('ShoppingCarts.VatExempt'), totals.VatHtml)
        : row(t('ShoppingCarts.VatRate', rate, totals.VatCountryCode), totals.VatHtml)}
      {row(t('ShoppingCarts.Total'), totals.TotalHtml, 'cart-total fw-bold border-top pt-2')}
    </dl>
  );
}
