import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PrepaidType } from '@api/contract/prepaid';
import { serverRefusal } from '@api/errors';
import { useAddPrepaidToCartMutation } from '@api/prepaid';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { PREPAID_MAX_QUANTITY } from '@rules/prepaid';

/** The app path of a URL the server answered ({app}/fr/… → /fr/…). */
export function appPathOf(url: string, appBase: string): string {
  return appBase && url.startsWith(`${appBase}/`) ? url.slice(appBase.length) : url;
}

/**
 * The prepaid purchase form (001 §2): a type and a Quantity (mandatory, else
 * 'Sales.QuantityIsMandatory', 001 §5). P7's non-empty reply broadcasts cartChanged (api/prepaid)
 * and the page goes to the URL it names (001 §4 "Prepaid add").
 */
export function PrepaidPurchaseForm({ types }: { types: PrepaidType[] }) {
  const { t, culture } = useTranslation();
  const navigate = useNavigate();
  const [add, { isLoading }] = useAddPrepaidToCartMutation();
  const [typeId, setTypeId] = useState(types[0]?.Id ?? 0);
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<{ field: 'Quantity' | null; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = quantity.trim();
    if (text === '') {
      setError({ field: 'Quantity', message: t('Sales.QuantityIsMandatory') });
      return;
    }
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > PREPAID_MAX_QUANTITY) {
      setError({
        field: 'Quantity',
        message: t('ShoppingCarts.QuantityAboveMax', PREPAID_MAX_QUANTITY),
      });
      return;
    }
    setError(null);
    const result = await add({ PrepaidAccountId: typeId, Quantity: value, culture });
    if (result.data) {
      void navigate(appPathOf(result.data, runtimeConfig().appBase));
      return;
    }
    const refusal = serverRefusal(result.error);
    if (refusal.status === null || refusal.status === 401 || refusal.status >= 500) return;
    setError({
      field: refusal.field === 'Quantity' ? 'Quantity' : null,
      message: refusal.message ?? t('Manager.AnErrorHasOccured'),
    });
  };

  const quantityError = error?.field === 'Quantity' ? error.message : null;
  return (
    <form className="prepaid-purchase" noValidate onSubmit={(e) => void submit(e)}>
      <h2 className="h4">{t('Prepaid.Buy')}</h2>
      <div className="mb-3">
        <label className="form-label" htmlFor="prepaid-type">
          {t('Prepaid.Type')}
        </label>
        <select
          id="prepaid-type"
          className="form-select"
          value={typeId}
          onChange={(e) => setTypeId(Number(e.target.value))}
        >
          {types.map((type) => (
            <option key={type.Id} value={type.Id}>
              {t('Prepaid.TypeOption', type.Name, type.CreditHtml, type.PriceHtml)}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="prepaid-quantity">
          {t('Prepaid.Quantity')}
        </label>
        <input
          id="prepaid-quantity"
          name="Quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={PREPAID_MAX_QUANTITY}
          required
          className={`form-control${quantityError ? ' is-invalid' : ''}`}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={quantityError ? 'prepaid-quantity-error' : undefined}
        />
        {quantityError && (
          <div className="invalid-feedback" id="prepaid-quantity-error">
            {quantityError}
          </div>
        )}
      </div>
      {error && error.field === null && (
        <p className="text-danger" role="alert">
          {error.message}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={isLoading}
        aria-busy={isLoading || undefined}
      >
        {t('Prepaid.AddToCart')}
      </button>
    </form>
  );
}
