import { useFormikContext } from 'formik';
import type { ShoppingCart } from '@api/contract/cart';
import { useGetPrepaidAccountsQuery } from '@api/prepaid';
import { useTranslation } from '@base/i18n/useTranslation';
import { formatMoney } from '@rules/money';
import { PREPAID_CURRENCY } from '@rules/prepaid';
import type { CheckoutValues } from './checkoutSchema';

/**
 * The one-step checkout's prepaid account choice (001 §2): none, or one of the customer's
 * accounts holding credit. It pays up to its balance and the card the rest; when it covers the
 * total the card form goes away (no card charge at all). It never pays for prepaid credit
 * (Totals.PrepaidPayableCents: a cart of credit alone offers no account). Euro carts only
 * (balances are in euros); without a usable account nothing shows.
 */
export function PrepaidChoice({ cart }: { cart: ShoppingCart }) {
  const { t, culture } = useTranslation();
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const { data } = useGetPrepaidAccountsQuery({ culture });
  const payable = cart.Totals.PrepaidPayableCents;
  const usable =
    cart.CurrencyCode === PREPAID_CURRENCY && payable > 0
      ? (data?.Accounts ?? []).filter((a) => a.BalanceCents > 0)
      : [];
  if (usable.length === 0) return null;
  // The card pays the rest: the credit lines, and what the balance does not cover.
  const total = cart.Totals.TotalCents;
  const covers = (balance: number) => payable === total && balance >= total;
  const choose = (id: number | null) => {
    const account = usable.find((a) => a.PrepaidAccountId === id);
    void setFieldValue('PrepaidAccountId', id, false);
    void setFieldValue('PrepaidCovers', account !== undefined && covers(account.BalanceCents));
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
          (covers(chosen.BalanceCents)
            ? t('Prepaid.Checkout.Covers')
            : t(
                'Prepaid.Checkout.Partly',
                formatMoney(Math.min(chosen.BalanceCents, payable), PREPAID_CURRENCY, culture),
              ))}
      </p>
    </fieldset>
  );
}
