import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ShoppingCart } from '@api/contract/cart';
import { CHECKOUT_PAGE_PATH } from '@rules/checkout';
import { CouponWidget } from '@features/coupons';
import { CurrencySelect } from '@features/currency';
import { useTranslation } from '@base/i18n/useTranslation';
import { usePageAnnounced } from '@base/site/usePageAnnounced';
import { CartLines } from './CartLines';
import { CartTotals } from './CartTotals';
import { SalesTaxCountry } from './SalesTaxCountry';
import { ShippingOptions } from './ShippingOptions';
import './cart.scss';

/**
 * The cart page (001 §2 "Screens and routes", §4; K1-K7, K11, K13, P1-P5, P11). Every change broadcasts
 * `cartChanged` and the cart comes back through the 'Cart' tag: the page updates in place, the
 * scroll position stays (the spec's reload).
 */
export function CartPage({ cart }: { cart: ShoppingCart }) {
  const { t, culture } = useTranslation();
  // Its tab is named "Panier | Vitrine", not the shop alone (issue 20), and the page counts.
  usePageAnnounced(t('ShoppingCarts.Title'), `/${culture}/shoppingcarts`);
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed line had the focus: it goes to the page's heading rather than to the body.
  const onRemoved = () => heading.current?.focus();
  const empty = cart.Items.length === 0;
  return (
    <section className="cart-page">
      <h1 ref={heading} tabIndex={-1} className="mb-3">
        {t('ShoppingCarts.Title')}
      </h1>
      {cart.QuantityChanges.length > 0 && (
        <div className="alert alert-info" role="status">
          <ul className="mb-0 ps-3">
            {cart.QuantityChanges.map((change) => (
              <li key={`${change.ItemOrigin}|${change.ItemKey ?? ''}|${change.ItemName}`}>
                {change.Message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {empty ? (
        <div className="cart-empty">
          <p>{t('ShoppingCarts.EmptyCart')}</p>
          <Link className="btn btn-primary" to={`/${culture}/catalog`}>
            {t('ShoppingCarts.BackToShop')}
          </Link>
        </div>
      ) : (
        <div className="row g-4">
          <div className="col-lg-8">
            <CartLines cart={cart} onRemoved={onRemoved} />
          </div>
          <aside className="col-lg-4 cart-summary" aria-label={t('ShoppingCarts.Summary')}>
            <ShippingOptions cart={cart} />
            <CouponWidget coupon={cart.Coupon} currencyCode={cart.CurrencyCode} />
            <div className="cart-preferences row g-2 mb-3">
              <div className="col-sm-6 col-lg-12">
                <CurrencySelect />
              </div>
              <div className="col-sm-6 col-lg-12">
                <SalesTaxCountry />
              </div>
            </div>
            <CartTotals totals={cart.Totals} />
            <Link className="btn btn-primary btn-lg w-100" to={`/${culture}/${CHECKOUT_PAGE_PATH}`}>
              {t('ShoppingCarts.Order')}
            </Link>
          </aside>
        </div>
      )}
    </section>
  );
}
