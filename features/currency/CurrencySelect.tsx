import { useId } from 'react';
import { useGetCurrenciesQuery } from '@api/cart';
import { useTranslation } from '@base/i18n/useTranslation';
import { CurrencyWarningModal } from './CurrencyWarningModal';
import { useCurrencyChange } from './useCurrencyChange';

interface Props {
  /** The footer opens it from a button: the focus moves into the select. */
  autoFocus?: boolean;
}

/** The currency widget (001 §2 "Screens and routes", P5): a select of the shop's currencies. */
export function CurrencySelect({ autoFocus = false }: Props) {
  const { t, culture } = useTranslation();
  const id = useId();
  const { data, fulfilledTimeStamp = 0 } = useGetCurrenciesQuery({ culture });
  const flow = useCurrencyChange(data?.Current ?? '', fulfilledTimeStamp);
  if (!data) return null;
  return (
    <div className="currency-select">
      <label className="form-label" htmlFor={id}>
        {t('Currency.Label')}
      </label>
      <select
        id={id}
        className="form-select"
        value={flow.value}
        aria-busy={flow.busy}
        autoFocus={autoFocus}
        onChange={(event) => flow.request(event.target.value)}
      >
        {data.Currencies.map((c) => (
          <option key={c.Code} value={c.Code}>
            {`${c.Name} (${c.Symbol})`}
          </option>
        ))}
      </select>
      {flow.warning && (
        <CurrencyWarningModal
          messageKey={flow.warning.messageKey}
          onCancel={flow.cancel}
          onForce={flow.force}
        />
      )}
    </div>
  );
}

export default CurrencySelect;
