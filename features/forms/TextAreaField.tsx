import type { ReactNode } from 'react';
import { describedBy, useWidgetField } from '@base/forms/widgets/fieldError';
import { FieldFeedback } from '@base/forms/widgets/FieldFeedback';

interface Props {
  name: string;
  id: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  rows?: number;
}

/** A labelled Formik textarea, its hint and error tied to it as base/forms/TextField's are. */
export function TextAreaField({ name, id, label, hint, required, rows = 5 }: Props) {
  const { field, error } = useWidgetField<string>(name);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={id}
        rows={rows}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldFeedback id={id} hint={hint} error={error} />
    </div>
  );
}
