import { useField } from 'formik';
import type { ChangeEvent } from 'react';

interface Props {
  name: string;
  id: string;
  legend: string;
  options: { value: string; label: string }[];
  /** Replaces Formik's own change (a choice that rewrites other fields too). */
  onChoose?: (value: string) => void;
}

/** A fieldset of radios: the legend names the group, each radio has its own label. */
export function RadioGroup({ name, id, legend, options, onChoose }: Props) {
  const [field] = useField<string>(name);
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    onChoose ? onChoose(event.target.value) : field.onChange(event);
  return (
    <fieldset className="mb-3" id={id}>
      <legend className="form-label fs-6">{legend}</legend>
      {options.map((o) => (
        <div className="form-check form-check-inline" key={o.value}>
          <input
            className="form-check-input"
            type="radio"
            id={`${id}-${o.value}`}
            name={name}
            value={o.value}
            checked={field.value === o.value}
            onChange={change}
            onBlur={field.onBlur}
          />
          <label className="form-check-label" htmlFor={`${id}-${o.value}`}>
            {o.label}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
