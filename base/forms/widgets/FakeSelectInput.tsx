import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { describedBy, useWidgetField } from './fieldError';
import { FieldFeedback } from './FieldFeedback';
import type { WidgetFieldProps, WidgetOption } from './types';
import './fakeSelect.scss';

export interface FakeSelectProps extends WidgetFieldProps {
  options: WidgetOption[];
  placeholder?: string;
}

/** The option the keys move to from `index` (wrapping is not done: the list has ends). */
function moved(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  if (key === 'Home' || key === 'PageUp') return 0;
  if (key === 'End' || key === 'PageDown') return count - 1;
  return null;
}

/**
 * The fake select (000 §2): a styled box that acts as a select, the WAI-ARIA "select-only
 * combobox": the focus stays on the combobox, the list's active option is named by
 * aria-activedescendant; arrows, Home/End, a typed letter, Enter or Space to choose, Escape to
 * close; a click chooses too. The Formik value is the option's value ('' when none).
 */
export default function FakeSelectInput({
  name,
  id,
  label,
  hint,
  required,
  options,
  placeholder,
  wrapperClassName = 'mb-3',
}: FakeSelectProps) {
  const { t } = useTranslation();
  const { field, helpers, error } = useWidgetField<string>(name);
  const listId = `${id}-list`;
  const labelId = `${id}-label`;
  const optionId = `${useId()}-option`;
  const chosen = options.findIndex((o) => o.value === field.value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(Math.max(chosen, 0));
  const box = useRef<HTMLDivElement>(null);

  const choose = (index: number) => {
    const option = options[index];
    if (option) void helpers.setValue(option.value, true);
    setOpen(false);
    box.current?.focus();
  };
  const show = () => {
    setActive(Math.max(chosen, 0));
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = moved(event.key, active, options.length);
    if (next !== null) {
      event.preventDefault();
      if (!open) show();
      else setActive(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (open) choose(active);
      else show();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Tab' && open) {
      setOpen(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      // A letter jumps to the next option starting with it, as a native select does.
      const letter = event.key.toLowerCase();
      const order = options.map((_, i) => (active + 1 + i) % options.length);
      const found = order.find((i) => options[i]!.label.toLowerCase().startsWith(letter));
      if (found !== undefined) {
        if (!open) show();
        setActive(found);
      }
    }
  };
  const current = options[chosen];
  return (
    <div className={`${wrapperClassName} fake-select`}>
      <div className="form-label" id={labelId}>
        {label}
      </div>
      <div
        ref={box}
        id={id}
        role="combobox"
        tabIndex={0}
        className={`form-select fake-select-box${error ? ' is-invalid' : ''}`}
        aria-labelledby={`${labelId} ${id}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${optionId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          void helpers.setTouched(true, true);
        }}
      >
        {current ? current.label : (placeholder ?? t('CmsForms.Choose'))}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className="fake-select-list list-unstyled"
        hidden={!open}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${optionId}-${index}`}
            role="option"
            aria-selected={index === chosen}
            className={`fake-select-option${index === active ? ' active' : ''}`}
            // mousedown, not click: the box's blur would close the list before the click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(index);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <FieldFeedback id={id} hint={hint} error={error} />
    </div>
  );
}
