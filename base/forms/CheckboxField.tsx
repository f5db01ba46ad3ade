import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { translateError } from './validation/errorText';

interface Props {
  name: string;
  id: string;
  label: ReactNode;
  /** Beside the label, outside it (a link the label must not swallow). */
  extra?: ReactNode;
  required?: boolean;
  wrapperClassName?: string;
}

/**
 * A labelled Formik checkbox; its error (a string-resource key from yup, or the server's own
 * sentence) shows once touched, tied to the box by aria-describedby.
 */
export function CheckboxField({
  name,
  id,
  label,
  extra,
  required,
  wrapperClassName = 'form-check mb-3',
}: Props) {
  const { t } = useTranslation();
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className={wrapperClassName}>
      <input
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        type="checkbox"
        id={id}
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      {extra}
      {error && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {translateError(t, error)}
        </div>
      )}
    </div>
  );
}
