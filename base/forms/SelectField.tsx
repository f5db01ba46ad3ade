import { useField } from 'formik';
import { useTranslation } from '@base/i18n/useTranslation';
import { translateError } from './validation/errorText';

interface Props {
  name: string;
  id: string;
  label: string;
  options: { value: string; label: string }[];
  /** The empty first option's text. */
  placeholder: string;
  required?: boolean;
  wrapperClassName?: string;
}

/** A labelled Formik select; its error shows once touched, tied by aria-describedby. */
export function SelectField({
  name,
  id,
  label,
  options,
  placeholder,
  required,
  wrapperClassName = 'mb-3',
}: Props) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className={wrapperClassName}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        {...field}
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <div className="invalid-feedback" id={`${id}-error`}>
          {translateError(t, error)}
        </div>
      )}
    </div>
  );
}
