import { useField } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { useTranslation } from '@base/i18n/useTranslation';
export type { VatOutcome, VatValidity } from './vatInput';
import './vatField.scss';
import {
  VAT_CHECK_DEBOUNCE_MS,
  VAT_INVALID_CLASS,
  VAT_VALID_CLASS,
  vatInputClass,
  type VatOutcome,
  type VatValidity,
} from './vatInput';

interface Props {
  id: string;
  label: string;
  hint: string;
  /** Said under the input once the number was found valid. */
  validText: string;
  /** What the form knows of the number it starts with (the checkout: cart.IsVATValid). */
  initialValidity: VatValidity;
  /**
   * Checks a trimmed, non-empty number. Null: it could not be checked (a failed call), so the
   * same number is checked again next time.
   */
  check: (vat: string) => Promise<VatOutcome | null>;
  /** What the number is checked against (the checkout's billing country): a change checks again. */
  checkKey?: string;
  /** A check is on its way (aria-busy). */
  busy?: boolean;
  /** The Formik field's name. */
  name?: string;
  /** The wrapper's extra class (the popover gets `${className}-popover`). */
  className?: string;
}

/**
 * The shop's VAT number input (001 §4 "States and transitions", §5), shared by the checkout (K9)
 * and the account forms (the check digits of rules/vat/): checked only when not empty, on blur or
 * once typing settles, once per number; the input gets the success or error class and the popover
 * shows the checker's message (or the form's own yup error once touched).
 */
export function VatField({
  id,
  label,
  hint,
  validText,
  initialValidity,
  check,
  checkKey = '',
  busy = false,
  name = 'VAT',
  className = 'vat-field',
}: Props) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const input = useRef<HTMLInputElement>(null);
  const lastChecked = useRef(`${checkKey}|${meta.initialValue?.trim() ?? ''}`);
  const [outcome, setOutcome] = useState<VatOutcome | null>(
    meta.initialValue?.trim() ? { validity: initialValidity, message: '' } : null,
  );

  const run = useCallback(
    async (text: string) => {
      const VAT = text.trim();
      const key = `${checkKey}|${VAT}`;
      if (key === lastChecked.current) return;
      lastChecked.current = key;
      if (!VAT) {
        setOutcome(null);
        return;
      }
      const answer = await check(VAT);
      if (lastChecked.current !== key) return;
      if (answer) setOutcome(answer);
      // Any failure: check it again next time.
      else lastChecked.current = '';
    },
    [check, checkKey],
  );
  // Typing settles before a check; a blur checks at once.
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);

  const formError = meta.touched && meta.error ? t(meta.error) : '';
  const message = outcome?.message || formError;
  // The form's own rule (yup) refuses it too: shown as not valid.
  const stateClass = vatInputClass(formError ? false : outcome?.validity);
  const messageId = `${id}-message`;
  return (
    <div className={`mb-3 ${className}`}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...field}
        ref={input}
        id={id}
        type="text"
        autoComplete="off"
        className={`form-control${stateClass ? ` ${stateClass}` : ''}`}
        aria-invalid={stateClass === VAT_INVALID_CLASS ? true : undefined}
        aria-busy={busy || undefined}
        aria-describedby={message ? `${id}-hint ${messageId}` : `${id}-hint`}
        onChange={(event) => {
          field.onChange(event);
          clearTimeout(typing.current);
          const text = event.target.value;
          typing.current = setTimeout(() => void run(text), VAT_CHECK_DEBOUNCE_MS);
        }}
        onBlur={(event) => {
          field.onBlur(event);
          clearTimeout(typing.current);
          void run(event.target.value);
        }}
      />
      <div className="form-text" id={`${id}-hint`}>
        {hint}
      </div>
      {stateClass === VAT_VALID_CLASS && <div className="valid-feedback">{validText}</div>}
      <Overlay target={input} show={Boolean(message)} placement="bottom">
        <Popover id={`${messageId}-popover`} className={`vat-field-popover ${className}-popover`}>
          <Popover.Body id={messageId} role="alert">
            {message}
          </Popover.Body>
        </Popover>
      </Overlay>
    </div>
  );
}
