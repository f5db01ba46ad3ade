import { useDeferredValue, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ShoppingCart } from '@api/contract/cart';
import { useGetCartQuery } from '@api/cart';
import { useGetAddressPickerQuery } from '@api/checkout';
import { toReturnUrl } from '@features/account';
import { CART_PAGE_PATH } from '@rules/cart';
import { serverRefusal } from '@api/errors';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { loginRequired } from '@base/uiSlice';
import { CheckoutForm } from './CheckoutForm';
import { pickerArgs } from './pickerArgs';
import { CHECKOUT_PAGE_PATH } from '@rules/checkout';
import { usePageAnnounced } from '@base/site/usePageAnnounced';
import './checkout.scss';
import { PagePlaceholder, PageUnavailable } from '@base/ui/PageStatus';

/**
 * /{culture}/shoppingcarts/checkout (001 §2 "Screens and routes" one-step checkout). The cart is anonymous-friendly,
 * the checkout is not: the pickers' 401 opened the login modal (error catalogue) and the page
 * offers it again instead of an empty form.
 */
export function CheckoutPage() {
  const { t, culture } = useTranslation();
  const title = t('CheckoutPage.Title');
  usePageAnnounced(title, CHECKOUT_PAGE_PATH);
  const { data: cart, isError, refetch } = useGetCartQuery({ culture });
  // Once the order is placed the emptied cart must not flash "empty" before the next page.
  const [placed, setPlaced] = useState(false);
  let body;
  if (!cart)
    body = isError ? <PageUnavailable onRetry={() => void refetch()} /> : <PagePlaceholder />;
  else if (cart.ItemsCount === 0 && !placed) {
    body = (
      <div className="checkout-empty">
        <p>{t('CheckoutPage.EmptyCart')}</p>
        <Link className="btn btn-primary" to={`/${culture}/catalog`}>
          {t('CheckoutPage.ContinueShopping')}
        </Link>
      </div>
    );
  } else body = <CheckoutGate cart={cart} onPlaced={() => setPlaced(true)} />;
  return (
    <section className="checkout-page">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline mb-3">
        <h1>{title}</h1>
        <Link to={`/${culture}/${CART_PAGE_PATH}`}>{t('CheckoutPage.BackToCart')}</Link>
      </div>
      {body}
    </section>
  );
}

/** Waits for both pickers: a 401 means the shopper must sign in first. */
function CheckoutGate({ cart, onPlaced }: { cart: ShoppingCart; onPlaced: () => void }) {
  const { culture } = useTranslation();
  // The pickers' arguments stay those of the first view: a later cart refetch is no new picker.
  const [args] = useState(() => pickerArgs(culture, cart));
  const billing = useGetAddressPickerQuery(args.billing);
  const shipping = useGetAddressPickerQuery(args.shipping);
  // The form is drawn in a transition once both pickers are there: a store update renders at
  // once and in one piece, and the whole form was one 170 ms task on a slow phone (issue 20's
  // Total Blocking Time). The placeholder stays until the form is drawn, in slices.
  const formReady = useDeferredValue(Boolean(billing.data && shipping.data));
  const statuses = [billing.error, shipping.error].map((e) => serverRefusal(e).status);
  if (statuses.includes(401)) return <SignInPrompt />;
  if (billing.isError || shipping.isError) {
    return <PageUnavailable onRetry={() => [billing, shipping].forEach((q) => void q.refetch())} />;
  }
  if (!billing.data || !shipping.data || !formReady) return <PagePlaceholder />;
  return (
    <CheckoutForm
      cart={cart}
      billingArgs={args.billing}
      shippingArgs={args.shipping}
      onPlaced={onPlaced}
    />
  );
}

function SignInPrompt() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  return (
    <div className="checkout-sign-in">
      <p>{t('CheckoutPage.SignInRequired')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => dispatch(loginRequired({ returnUrl: toReturnUrl(location) }))}
      >
        {t('CheckoutPage.SignIn')}
      </button>
    </div>
  );
}
