import { useField } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { useLazyCheckVatQuery } from '@api/checkout';
import { serverRefusal } from '@api/errors';
import { useTranslation } from '@base/i18n/useTranslation';
import { VAT_CHECK_DEBOUNCE_MS, VAT_INVALID_CLASS, VAT_VALID_CLASS } from './constants';
import { vatInputState, type VatValidity } from './vatRefresh';

interface Props {
  /** The billing country: a VAT number is checked as one of its numbers. */
  countryId: number;
  /** What the cart knows of the number it holds (cart.VAT, cart.IsVATValid). */
  initialValidity: VatValidity;
}

interface Outcome {
  validity: VatValidity;
  message: string;
}

const POPOVER_ID = 'checkout-vat-message';

/**
 * VAT number (001 §4 "States and transitions", §5): checked with K9 only when not empty, on blur or once typing settles;
 * the input gets the success or error class and the popover shows the checker's ErrorMessage.
 * The data refresh on a validity change happens in the K9 endpoint (api/checkout.ts).
 */
export function VatField({ countryId, initialValidity }: Props) {
  const { t, culture } = useTranslation();
  const [field, meta] = useField<string>('VAT');
  const [checkVat, { isFetching }] = useLazyCheckVatQuery();
  const input = useRef<HTMLInputElement>(null);
  const lastChecked = useRef(`${countryId}|${meta.initialValue?.trim() ?? ''}`);
  const [outcome, setOutcome] = useState<Outcome | null>(
    meta.initialValue?.trim() ? { validity: initialValidity, message: '' } : null,
  );

  const check = useCallback(
    async (text: string) => {
      const VAT = text.trim();
      const key = `${countryId}|${VAT}`;
      if (key === lastChecked.current) return;
      lastChecked.current = key;
      if (!VAT) {
        setOutcome(null);
        return;
      }
      const result = await checkVat({ countryId, VAT, culture });
      if (lastChecked.current !== key) return;
      if (result.data) {
        setOutcome({
          validity: result.data.IsVATValidWebService,
          message: result.data.ErrorMessage,
        });
      } else {
        const refusal = serverRefusal(result.error);
        // A malformed number (400) is not valid; an unknown country (404) tells nothing about it.
        if (refusal.status === 400 || refusal.status === 404) {
          setOutcome({
            validity: refusal.status === 400 ? false : null,
            message: refusal.message ?? '',
          });
        }
        // Any other failure: check it again next time.
        else lastChecked.current = '';
      }
    },
    [checkVat, countryId, culture],
  );
  // Typing settles before a check; a blur checks at once. A number already checked for this
  // country is not asked again.
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  const state = vatInputState(outcome?.validity);
  const stateClass =
    state === 'valid' ? ` ${VAT_VALID_CLASS}` : state === 'invalid' ? ` ${VAT_INVALID_CLASS}` : '';
  const message = outcome?.message || (meta.touched && meta.error ? t(meta.error) : '');
  return (
    <div className="mb-3 checkout-vat">
      <label className="form-label" htmlFor="checkout-vat">
        {t('CheckoutPage.Vat')}
      </label>
      <input
        {...field}
        ref={input}
        id="checkout-vat"
        type="text"
        autoComplete="off"
        className={`form-control${stateClass}`}
        aria-invalid={state === 'invalid' ? true : undefined}
        aria-busy={isFetching || undefined}
        aria-describedby={message ? `checkout-vat-hint ${POPOVER_ID}` : 'checkout-vat-hint'}
        onChange={(event) => {
          field.onChange(event);
          clearTimeout(typing.current);
          const text = event.target.value;
          typing.current = setTimeout(() => void check(text), VAT_CHECK_DEBOUNCE_MS);
        }}
        onBlur={(event) => {
          field.onBlur(event);
          clearTimeout(typing.current);
          void check(event.target.value);
        }}
      />
      <div className="form-text" id="checkout-vat-hint">
        {t('CheckoutPage.VatHint')}
      </div>
      {state === 'valid' && <div className="valid-feedback">{t('CheckoutPage.VatValid')}</div>}
      <Overlay target={input} show={Boolean(message)} placement="bottom">
        <Popover id={`${POPOVER_ID}-popover`} className="checkout-vat-popover">
          <Popover.Body id={POPOVER_ID} role="alert">
            {message}
          </Popover.Body>
        </Popover>
      </Overlay>
    </div>
  );
}
