import { useFormikContext } from 'formik';
import type { ShoppingCart } from '@api/contract/cart';
import { useGetPrepaidAccountsQuery } from '@api/prepaid';
import { useTranslation } from '@base/i18n/useTranslation';
import { PREPAID_CURRENCY } from '@rules/prepaid';
import type { CheckoutValues } from './checkoutSchema';

/**
 * The one-step checkout's prepaid account choice (001 §2, issue 15): none, or one of the
 * customer's accounts holding credit. It pays up to its balance and the card the rest; when it
 * covers the total the card form goes away (no card charge at all). Euro carts only (balances
 * are in euros); without a usable account nothing shows.
 */
export function PrepaidChoice({ cart }: { cart: ShoppingCart }) {
  const { t, culture } = useTranslation();
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const { data } = useGetPrepaidAccountsQuery({ culture });
  const usable =
    cart.CurrencyCode === PREPAID_CURRENCY
      ? (data?.Accounts ?? []).filter((a) => a.BalanceCents > 0)
      : [];
  if (usable.length === 0) return null;
  const total = cart.Totals.TotalCents;
  const choose = (id: number | null) => {
    const account = usable.find((a) => a.PrepaidAccountId === id);
    void setFieldValue('PrepaidAccountId', id, false);
    void setFieldValue('PrepaidCovers', account !== undefined && account.BalanceCents >= total);
  };
  const chosen = usable.find((a) => a.PrepaidAccountId === values.PrepaidAccountId);
  return (
    <fieldset className="checkout-prepaid mb-4" aria-describedby="checkout-prepaid-split">
      <legend className="h5">{t('Prepaid.Checkout.Legend')}</legend>
      <div className="form-check">
        <input
          className="form-check-input"
          type="radio"
          name="PrepaidAccountId"
          id="checkout-prepaid-none"
          checked={values.PrepaidAccountId === null}
          onChange={() => choose(null)}
        />
        <label className="form-check-label" htmlFor="checkout-prepaid-none">
          {t('Prepaid.Checkout.None')}
        </label>
      </div>
      {usable.map((a) => {
        const id = `checkout-prepaid-${a.PrepaidAccountId}`;
        return (
          <div className="form-check" key={a.PrepaidAccountId}>
            <input
              className="form-check-input"
              type="radio"
              name="PrepaidAccountId"
              id={id}
              checked={values.PrepaidAccountId === a.PrepaidAccountId}
              onChange={() => choose(a.PrepaidAccountId)}
            />
            <label className="form-check-label" htmlFor={id}>
              {t('Prepaid.Checkout.Account', a.Name, a.BalanceHtml)}
            </label>
          </div>
        );
      })}
      <p id="checkout-prepaid-split" className="small mb-0 mt-1" aria-live="polite">
        {chosen &&
          (chosen.BalanceCents >= total
            ? t('Prepaid.Checkout.Covers')
            : t('Prepaid.Checkout.Partly', chosen.BalanceHtml))}
      </p>
    </fieldset>
  );
}
