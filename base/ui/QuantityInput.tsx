import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { QUANTITY_TYPING_DEBOUNCE } from '@base/ui/constants';
import { decrementQuantity, normalizeQuantity, type QuantityRules } from '@rules/quantity';
import { useTranslation } from '@base/i18n/useTranslation';
import './QuantityInput.scss';

interface Props {
  id: string;
  label: string;
  value: number;
  rules: QuantityRules;
  /** 001 §5 "Validation rules" "disabling enabled": the decrement button may reach 0 (below the minimum). */
  stopAtZero?: boolean;
  name?: string;
  disabled?: boolean;
  /**
   * The applied quantity, and what was typed: the variation refresh reads the raw text
   * (001 §5 "Validation rules": only a number within min and max refreshes).
   */
  onChange: (value: number, raw: string) => void;
}

/**
 * The quantity spinner of 001 §5 "Validation rules" (rules in rules/quantity.ts): typing is applied
 * 600 ms after the last key; the buttons, arrow keys, Enter and leaving the field apply at once.
 */
export function QuantityInput({
  id,
  label,
  value,
  rules,
  stopAtZero = false,
  name,
  disabled,
  onChange,
}: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const floor = stopAtZero ? 0 : (rules.min ?? 1);
  const max = rules.max ?? 0;

  // A quantity set from outside (a reset, a snapped value) replaces what the field shows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: number, raw: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setText(String(next));
    onChange(next, raw);
  };
  const applyTyped = (raw: string) => apply(normalizeQuantity(raw, value, rules), raw);
  const increment = () => {
    const next = normalizeQuantity(value + (rules.step ?? 1), value, rules);
    apply(next, String(next));
  };
  const decrement = () => {
    const next = decrementQuantity(value, rules, stopAtZero);
    apply(next, String(next));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyTyped(text);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      increment();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      decrement();
    }
  };

  return (
    <div className="quantity-input">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="quantity-input-group">
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('Catalog.Product.DecreaseQuantity')}
          aria-controls={id}
          disabled={disabled || value <= floor}
          onClick={decrement}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuemin={floor}
          aria-valuemax={max > 0 ? max : undefined}
          aria-valuenow={value}
          className="form-control"
          autoComplete="off"
          disabled={disabled}
          value={text}
          onChange={(event) => {
            const raw = event.target.value;
            setText(raw);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => applyTyped(raw), QUANTITY_TYPING_DEBOUNCE);
          }}
          onBlur={() => {
            if (timer.current !== undefined) applyTyped(text);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('Catalog.Product.IncreaseQuantity')}
          aria-controls={id}
          disabled={disabled || (max > 0 && value >= max)}
          onClick={increment}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
