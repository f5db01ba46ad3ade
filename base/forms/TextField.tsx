import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { translateError } from './validation/errorText';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  id: string;
  label: string;
  /** Shown under the input and read with it (aria-describedby). */
  hint?: ReactNode;
  /** The column classes of the wrapper. */
  wrapperClassName?: string;
}

/**
 * A labelled Formik text input: the error (a string-resource key from yup, a validation rule's
 * key with its arguments, or the server's own sentence) shows once the field was touched, tied
 * to the input by aria-describedby.
 */
export function TextField({ name, id, label, hint, wrapperClassName = 'mb-3', ...input }: Props) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className={wrapperClassName}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        type="text"
        {...field}
        {...input}
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={input.required ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
      />
      {hint && (
        <div className="form-text" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {translateError(t, error)}
        </div>
      )}
    </div>
  );
}
