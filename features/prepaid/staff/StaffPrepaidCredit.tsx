import { Suspense, useState, type FormEvent } from 'react';
import type { PrepaidAccount } from '@api/contract/prepaid';
import { serverMessage } from '@api/errors';
import { useAddStaffCreditMutation, useGetPrepaidAccountsQuery } from '@api/prepaid';
import { useTranslation } from '@base/i18n/useTranslation';
import { lazyChunk } from '@base/site/lazyChunk';
import { PREPAID_MAX_QUANTITY } from '@rules/prepaid';
import type { CustomerOption } from './CustomerSelect';

const CustomerSelect = lazyChunk(
  () => import(/* webpackChunkName: "customer-select" */ './CustomerSelect'),
);

/**
 * The staff's prepaid page (P9's purpose): pick a customer in the combobox (≥ 2 characters),
 * a type and a quantity, and add the credit to the customer's account of that type.
 */
export function StaffPrepaidCredit() {
  const { t, culture } = useTranslation();
  const { data } = useGetPrepaidAccountsQuery({ culture });
  const [credit, { isLoading }] = useAddStaffCreditMutation();
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ email: string; accounts: PrepaidAccount[] } | null>(null);
  const types = data?.Types ?? [];
  const chosenType = typeId ?? types[0]?.Id ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!customer) {
      setProblem(t('Prepaid.Staff.CustomerRequired'));
      return;
    }
    const value = Number(quantity.trim());
    if (quantity.trim() === '') {
      setProblem(t('Sales.QuantityIsMandatory'));
      return;
    }
    if (!Number.isInteger(value) || value < 1 || value > PREPAID_MAX_QUANTITY) {
      setProblem(t('ShoppingCarts.QuantityAboveMax', PREPAID_MAX_QUANTITY));
      return;
    }
    if (chosenType === null) return;
    setProblem(null);
    const result = await credit({
      CustomerId: customer.value,
      PrepaidTypeId: chosenType,
      Quantity: value,
      culture,
    });
    if (result.data) setDone({ email: customer.label, accounts: result.data.Accounts });
    else setProblem(serverMessage(result.error) ?? t('Manager.AnErrorHasOccured'));
  };

  return (
    <form className="staff-prepaid" noValidate onSubmit={(e) => void submit(e)}>
      <div className="mb-3">
        <label className="form-label" id="staff-customer-label" htmlFor="staff-customer">
          {t('Prepaid.Staff.Customer')}
        </label>
        <Suspense fallback={<p aria-busy="true">{t('Manager.Loading')}</p>}>
          <CustomerSelect
            inputId="staff-customer"
            labelId="staff-customer-label"
            value={customer}
            onChange={setCustomer}
          />
        </Suspense>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="staff-prepaid-type">
          {t('Prepaid.Type')}
        </label>
        <select
          id="staff-prepaid-type"
          className="form-select"
          value={chosenType ?? ''}
          onChange={(e) => setTypeId(Number(e.target.value))}
        >
          {types.map((type) => (
            <option key={type.Id} value={type.Id}>
              {t('Prepaid.Staff.TypeOption', type.Name, type.CreditHtml)}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="staff-prepaid-quantity">
          {t('Prepaid.Quantity')}
        </label>
        <input
          id="staff-prepaid-quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={PREPAID_MAX_QUANTITY}
          className="form-control"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </div>
      {problem && (
        <p className="text-danger" role="alert">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={isLoading}
        aria-busy={isLoading || undefined}
      >
        {t('Prepaid.Staff.Add')}
      </button>
      {done && (
        <div className="alert alert-success mt-3" role="status">
          <p className="mb-1">{t('Prepaid.Staff.Done', done.email)}</p>
          <ul className="mb-0">
            {done.accounts.map((a) => (
              <li key={a.PrepaidAccountId}>
                {t('Prepaid.Checkout.Account', a.Name, a.BalanceHtml)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
