import { useCallback } from 'react';
import { useLazyCheckVatQuery } from '@api/checkout';
import { serverRefusal } from '@api/errors';
import { VatField as VatInput, type VatOutcome, type VatValidity } from '@base/forms/VatField';
import { useTranslation } from '@base/i18n/useTranslation';

interface Props {
  /** The billing country: a VAT number is checked as one of its numbers. */
  countryId: number;
  /** What the cart knows of the number it holds (cart.IsVATValid). */
  initialValidity: VatValidity;
}

/**
 * VAT number (001 §4 "States and transitions", §5): the shared VAT input (base/forms/VatField.tsx:
 * when, how often, the classes and the popover) checked with K9 against the billing country.
 * The data refresh on a validity change happens in the K9 endpoint (api/checkout.ts).
 */
export function VatField({ countryId, initialValidity }: Props) {
  const { t, culture } = useTranslation();
  const [checkVat, { isFetching }] = useLazyCheckVatQuery();
  const check = useCallback(
    async (VAT: string): Promise<VatOutcome | null> => {
      const result = await checkVat({ countryId, VAT, culture });
      if (result.data) {
        return { validity: result.data.IsVATValidWebService, message: result.data.ErrorMessage };
      }
      const refusal = serverRefusal(result.error);
      // A malformed number (400) is not valid; an unknown country (404) tells nothing about it.
      if (refusal.status === 400 || refusal.status === 404) {
        return { validity: refusal.status === 400 ? false : null, message: refusal.message ?? '' };
      }
      // Any other failure: check it again next time.
      return null;
    },
    [checkVat, countryId, culture],
  );
  return (
    <VatInput
      id="checkout-vat"
      className="checkout-vat"
      label={t('CheckoutPage.Vat')}
      hint={t('CheckoutPage.VatHint')}
      validText={t('CheckoutPage.VatValid')}
      initialValidity={initialValidity}
      check={check}
      checkKey={String(countryId)}
      busy={isFetching}
    />
  );
}
