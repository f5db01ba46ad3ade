import { lazy, Suspense, useId, useState } from 'react';
import type { ShoppingCart } from '@api/contract/cart';
import { useApplyCouponMutation, useRemoveCouponMutation } from '@api/cart';
import { COUPON_CODE_MAX, couponBlockKey } from '@rules/cart';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { noticeShown } from '@base/uiSlice';

const AvailableCouponsModal = lazy(
  () => import(/* webpackChunkName: "coupon-list" */ './AvailableCouponsModal'),
);

type Outcome = 'applied' | 'refused' | null;

/**
 * The coupon widget (001 §2 "Screens and routes", §4, §5, §8; P1, P2, P4): a non-empty code is applied with the button
 * or Enter; true → success notice, false → 'CouponCodes.NoCouponAvailable' under the coupons
 * title; a failed call → growl 'Manager.AErrorHasOccurred'. The cart page and the checkout use it.
 * A coupon kept on the cart that its usage rules stop (a first order's code after signing in
 * with orders, say) says why it takes nothing off.
 */
export function CouponWidget({
  coupon,
  currencyCode,
}: {
  coupon: ShoppingCart['Coupon'];
  /** The cart's currency: an outcome told in one currency is not shown in another. */
  currencyCode: string;
}) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [code, setCode] = useState('');
  // The last answer, and the cart's currency when it came: a change of currency (or a new code
  // typed after a refusal) takes it away (issue 20: the refusal stayed after a currency change).
  const [answer, setAnswer] = useState<{ outcome: Outcome; currency: string } | null>(null);
  const outcome = answer?.currency === currencyCode ? answer.outcome : null;
  const setOutcome = (next: Outcome) =>
    setAnswer(next ? { outcome: next, currency: currencyCode } : null);
  const [listOpen, setListOpen] = useState(false);
  const [apply, applying] = useApplyCouponMutation();
  const [remove, removing] = useRemoveCouponMutation();

  const failed = () =>
    dispatch(
      noticeShown({
        level: 'danger',
        titleKey: 'Core.Error',
        messageKey: 'Manager.AErrorHasOccurred',
      }),
    );
  const applyCode = async (raw: string) => {
    const CouponCode = raw.trim();
    if (!CouponCode) return;
    setOutcome(null);
    const result = await apply({ CouponCode, culture });
    if ('error' in result) return failed();
    setOutcome(result.data ? 'applied' : 'refused');
    if (result.data) setCode('');
  };
  const removeCode = async () => {
    if (!coupon?.CouponCode) return;
    setOutcome(null);
    const result = await remove({ culture });
    if ('error' in result) failed();
  };

  return (
    <section className="coupon-widget mb-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        {t('Coupons.Title')}
      </h2>
      {coupon && (
        <div className="coupon-applied d-flex flex-wrap gap-2 align-items-baseline mb-2">
          <span>
            {t('Coupons.AppliedCode', coupon.CouponCode)}
            {coupon.Description && ` – ${coupon.Description}`}
          </span>
          <strong>{coupon.DiscountHtml}</strong>
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            disabled={removing.isLoading}
            onClick={() => void removeCode()}
          >
            {t('Coupons.Remove')}
            <span className="visually-hidden"> {coupon.CouponCode}</span>
          </button>
          {coupon.Unavailable && (
            <p className="coupon-unavailable alert alert-warning w-100 py-2 mb-0" role="status">
              {t(couponBlockKey(coupon.Unavailable))}
            </p>
          )}
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void applyCode(code);
        }}
      >
        <label className="form-label" htmlFor={`${id}-code`}>
          {t('Coupons.Code')}
        </label>
        <div className="input-group">
          <input
            id={`${id}-code`}
            className="form-control"
            autoComplete="off"
            maxLength={COUPON_CODE_MAX}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (outcome === 'refused') setOutcome(null);
            }}
          />
          <button type="submit" className="btn btn-outline-primary" disabled={applying.isLoading}>
            {t('Coupons.Apply')}
          </button>
        </div>
      </form>
      {outcome === 'applied' && (
        <p role="status" className="alert alert-success mt-2 mb-0">
          {t('Coupons.AppliedNotice')}
        </p>
      )}
      {outcome === 'refused' && (
        <div role="alert" className="alert alert-danger mt-2 mb-0">
          <strong className="d-block">{t('Coupons.Title')}</strong>
          {t('CouponCodes.NoCouponAvailable')}
        </div>
      )}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 mt-2"
        onClick={() => setListOpen(true)}
      >
        {t('Coupons.SeeAvailable')}
      </button>
      {listOpen && (
        <Suspense fallback={null}>
          <AvailableCouponsModal
            onClose={() => setListOpen(false)}
            onApply={(picked) => {
              setListOpen(false);
              void applyCode(picked);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
