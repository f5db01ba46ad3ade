import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import { useCulture, useTranslation } from '@base/i18n/useTranslation';
import { dateOfText, dateText } from './dateText';
import { describedBy, useWidgetField } from './fieldError';
import { FieldFeedback } from './FieldFeedback';
import type { WidgetFieldProps } from './types';

export interface DatePickerProps extends WidgetFieldProps {
  autoComplete?: string;
  /** The years the calendar's year list offers (default: 100 years back, 5 ahead). */
  fromYear?: number;
  toYear?: number;
}

const DatePickerCalendar = lazyChunk(
  () => import(/* webpackChunkName: "form-date-calendar" */ './DatePickerCalendar'),
);

/**
 * The date picker (000 §2): a text field taking a typed date (the culture's short date; the date rule reads
 * the culture's formats) and a button opening react-day-picker's calendar in the shop's
 * language, a keyboard grid (arrows, Page Up/Down, Home/End, Enter); Escape closes it and gives
 * the focus back. The Formik value is the text, as the shopper would type it. Its own chunk.
 */
export default function DatePickerInput({
  name,
  id,
  label,
  hint,
  required,
  autoComplete,
  fromYear,
  toYear,
  wrapperClassName = 'mb-3',
}: DatePickerProps) {
  const { t } = useTranslation();
  const culture = useCulture();
  const { field, helpers, error } = useWidgetField<string>(name);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const selected = dateOfText(field.value ?? '', culture);
  const now = new Date();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // A click outside the calendar closes it, as a dialog's backdrop would.
  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  return (
    <div className={`${wrapperClassName} date-picker`} ref={wrapper}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-group">
        <input
          {...field}
          value={field.value ?? ''}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <button
          ref={button}
          type="button"
          className="btn btn-outline-secondary"
          aria-expanded={open}
          aria-controls={`${id}-calendar`}
          onClick={() => setOpen((o) => !o)}
        >
          {/* Drawn, not an emoji: a system without an emoji font showed an empty box. */}
          <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
            <rect
              x="1.5"
              y="3"
              width="13"
              height="11.5"
              rx="1.5"
              fill="none"
              stroke="currentColor"
            />
            <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{`${t('Widgets.Date.Open')} (${label})`}</span>
        </button>
      </div>
      {open && (
        <div
          id={`${id}-calendar`}
          role="dialog"
          aria-modal="false"
          aria-label={`${t('Widgets.Date.Calendar')}: ${label}`}
          className="date-picker-calendar card p-2 mt-1"
          onKeyDown={onKeyDown}
        >
          <Suspense fallback={<p aria-busy="true">{t('Manager.Loading')}</p>}>
            <DatePickerCalendar
              culture={culture}
              fromYear={fromYear ?? now.getFullYear() - 100}
              toYear={toYear ?? now.getFullYear() + 5}
              selected={selected}
              onSelect={(date) => {
                if (date) {
                  void helpers.setValue(dateText(date, culture), true);
                  void helpers.setTouched(true, false);
                }
                close();
              }}
            />
          </Suspense>
          <button type="button" className="btn btn-link btn-sm" onClick={close}>
            {t('Widgets.Date.Close')}
          </button>
        </div>
      )}
      <FieldFeedback id={id} hint={hint} error={error} />
    </div>
  );
}
