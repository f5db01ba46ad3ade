import { useId } from 'react';
import { useGetSalesTaxCountryQuery, useSetSalesTaxCountryMutation } from '@api/cart';
import { useTranslation } from '@base/i18n/useTranslation';
import { serverMessage } from '@api/errors';
import { usePendingChoice } from '@base/ui/usePendingChoice';

/**
 * The sales-tax current-country selector (001 §2 "Screens and routes", P11): the country whose VAT the prices show
 * before a shipping country decides it. A change broadcasts `cartChanged`; the cart refreshes.
 */
export function SalesTaxCountry() {
  const { t, culture } = useTranslation();
  const id = useId();
  const { data, fulfilledTimeStamp = 0 } = useGetSalesTaxCountryQuery({ culture });
  const [save, saving] = useSetSalesTaxCountryMutation();
  const choice = usePendingChoice((data?.CurrentCountry ?? '').toUpperCase(), fulfilledTimeStamp);
  if (!data) return null;
  const change = (currentCountry: string) => {
    choice.pick(currentCountry);
    void save({ currentCountry, culture }).unwrap().catch(choice.drop);
  };
  return (
    <div className="sales-tax-country mb-3">
      <label className="form-label" htmlFor={id}>
        {t('SalesTaxes.CurrentCountry')}
      </label>
      <select
        id={id}
        className="form-select"
        value={choice.value}
        onChange={(event) => change(event.target.value)}
      >
        {data.Countries.map((c) => (
          <option key={c.Id} value={c.Code}>
            {c.Name}
          </option>
        ))}
      </select>
      {saving.isError && (
        <p role="alert" className="text-danger small mb-0">
          {serverMessage(saving.error) ?? t('Manager.UnknowsErrors')}
        </p>
      )}
    </div>
  );
}
