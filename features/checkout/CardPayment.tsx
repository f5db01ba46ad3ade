import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { TextField } from '@base/forms/TextField';
import { useTranslation } from '@base/i18n/useTranslation';
import { cardBrand, normalizeCardNumber, type CardBrand } from '@rules/card';
import type { CheckoutValues } from './checkoutSchema';
import { SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCEEDS } from './constants';

interface Props {
  /** The chosen billing address's one-line summary: the card's billing address starts from it. */
  billingSummary: string;
  /** The provider's refusal, shown next to the card form (the form is kept). */
  declined: string | null;
}

function useBrandName(brand: CardBrand): string {
  const { t } = useTranslation();
  switch (brand) {
    case 'visa':
      return t('CardPayment.BrandVisa');
    case 'mastercard':
      return t('CardPayment.BrandMastercard');
    case 'amex':
      return t('CardPayment.BrandAmex');
    case 'bancontact':
      return t('CardPayment.BrandBancontact');
    default:
      return '';
  }
}

/**
 * The card drop-in (001 §2 "Screens and routes", §5): holder name and billing address required, number with its
 * brand as typed (Luhn), expiry MM/YY, CVC. Its values stay in Formik's local state: the number
 * goes to the sandbox provider only (api/checkout.ts tokenizeCard), never to Redux.
 */
export function CardPayment({ billingSummary, declined }: Props) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const brand = useBrandName(cardBrand(normalizeCardNumber(values.CardNumber)));
  const prefilled = useRef('');
  // Follows the chosen billing address until the shopper writes another one.
  useEffect(() => {
    if (values.CardBillingAddress === prefilled.current && billingSummary !== prefilled.current) {
      prefilled.current = billingSummary;
      void setFieldValue('CardBillingAddress', billingSummary, false);
    }
  }, [billingSummary, values.CardBillingAddress, setFieldValue]);
  return (
    <fieldset className="card-payment mb-4" aria-describedby="card-payment-sandbox">
      <legend className="h5">{t('CardPayment.Title')}</legend>
      {declined && (
        <div className="alert alert-danger" role="alert" id="card-payment-declined">
          {declined}
        </div>
      )}
      <TextField
        name="HolderName"
        id="card-holder"
        label={t('CardPayment.HolderName')}
        autoComplete="cc-name"
        required
      />
      <TextField
        name="CardNumber"
        id="card-number"
        label={t('CardPayment.Number')}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        maxLength={23}
        hint={<span aria-live="polite">{brand ? t('CardPayment.BrandIs', brand) : ''}</span>}
      />
      <div className="row">
        <TextField
          name="CardExpiry"
          id="card-expiry"
          label={t('CardPayment.Expiry')}
          placeholder={t('CardPayment.ExpiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          maxLength={9}
          wrapperClassName="col-6 mb-3"
        />
        <TextField
          name="Cvc"
          id="card-cvc"
          label={t('CardPayment.Cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
          wrapperClassName="col-6 mb-3"
        />
      </div>
      <TextField
        name="CardBillingAddress"
        id="card-billing-address"
        label={t('CardPayment.BillingAddress')}
        autoComplete="off"
        required
      />
      <p className="small text-body-secondary mb-0" id="card-payment-sandbox">
        {t('CardPayment.SandboxHint', SANDBOX_CARD_SUCCEEDS, SANDBOX_CARD_DECLINED)}
      </p>
    </fieldset>
  );
}
