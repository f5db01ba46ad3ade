import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';

interface Props {
  id: string;
  /** The field's label (visually hidden: the text it edits is its own heading). */
  label: string;
  /** The button's hidden text beside the value ("Edit the name"). */
  editLabel: string;
  value: string;
  /** Shown instead of an empty value. */
  placeholder?: string;
  maxLength: number;
  required?: boolean;
  multiline?: boolean;
  className?: string;
  /** Sends the trimmed text; false keeps the field open with what was typed. */
  onSave: (next: string) => Promise<boolean>;
}

/**
 * 001 §2 "inline-editable name and description": a button-like text that turns into a field
 * (click or Enter); Enter or leaving the field saves, Escape cancels. A refused value (empty
 * name, too long) is said under the field and nothing is sent.
 */
export function InlineEdit(props: Props) {
  const { id, label, editLabel, value, placeholder, maxLength, required, multiline } = props;
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const settling = useRef(false);
  // Set once the field is closing: a blur fired by its removal must not save again.
  const closed = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const wasEditing = useRef(false);
  const editing = text !== null;

  useEffect(() => {
    if (editing) input.current?.focus();
    else if (wasEditing.current) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const open = () => {
    closed.current = false;
    setText(value);
  };
  const close = () => {
    closed.current = true;
    setText(null);
    setError(null);
  };
  const commit = async () => {
    if (text === null || settling.current || closed.current) return;
    const next = text.trim();
    if (required && !next) return setError(t('WishlistPage.NameRequired'));
    if (next.length > maxLength) return setError(t('WishlistPage.TooLong', maxLength));
    if (next === value) return close();
    settling.current = true;
    const saved = await props.onSave(next);
    settling.current = false;
    if (saved) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Enter' && !(multiline && event.shiftKey)) {
      event.preventDefault();
      void commit();
    }
  };

  if (!editing) {
    return (
      <button
        ref={button}
        type="button"
        className={`inline-edit ${props.className ?? ''}`}
        onClick={open}
      >
        <span className={value ? undefined : 'text-body-secondary'}>{value || placeholder}</span>
        <span className="inline-edit-icon" aria-hidden="true">
          ✎
        </span>
        <span className="visually-hidden"> {editLabel}</span>
      </button>
    );
  }
  const field = {
    id,
    ref: input,
    value: text,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error ${id}-hint` : `${id}-hint`,
    onChange: (event: { target: { value: string } }) => {
      setText(event.target.value);
      setError(null);
    },
    onBlur: () => void commit(),
    onKeyDown,
  };
  return (
    <div className="inline-edit-field">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      {multiline ? <textarea rows={3} {...field} /> : <input type="text" {...field} />}
      {error && (
        <div className="invalid-feedback d-block" id={`${id}-error`} role="alert">
          {error}
        </div>
      )}
      <div className="form-text" id={`${id}-hint`}>
        {t('WishlistPage.EditHint')}
      </div>
    </div>
  );
}
