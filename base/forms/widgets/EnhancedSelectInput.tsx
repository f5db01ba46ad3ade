import { CacheProvider } from '@emotion/react';
import { useMemo } from 'react';
import Select, { components, type InputProps, type SingleValue } from 'react-select';
import { useTranslation } from '@base/i18n/useTranslation';
import { adoptedEmotionCache } from './emotionCache';
import { describedBy, useWidgetField } from './fieldError';
import { FieldFeedback } from './FieldFeedback';
import type { WidgetFieldProps, WidgetOption } from './types';

export interface EnhancedSelectProps extends WidgetFieldProps {
  options: WidgetOption[];
  placeholder?: string;
}

/**
 * The enhanced select (000 §2): react-select's searchable combobox bound to a Formik field whose
 * value is the option's value ('' when none). Its own chunk (EnhancedSelect.tsx), so a page
 * without one never loads react-select.
 */
export default function EnhancedSelectInput({
  name,
  id,
  label,
  hint,
  required,
  options,
  placeholder,
  wrapperClassName = 'mb-3',
}: EnhancedSelectProps) {
  const { t } = useTranslation();
  const { field, helpers, error } = useWidgetField<string>(name);
  const described = describedBy(id, hint, error);
  // The input gets aria-describedby (hint and error) and aria-required, which react-select
  // has no prop for.
  const Input = useMemo(
    () =>
      function DescribedInput(props: InputProps<WidgetOption, false>) {
        return (
          <components.Input
            {...props}
            aria-describedby={described}
            aria-required={required ? true : undefined}
          />
        );
      },
    [described, required],
  );
  const selected = options.find((o) => o.value === field.value) ?? null;
  return (
    <div className={wrapperClassName}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <CacheProvider value={adoptedEmotionCache()}>
        <Select<WidgetOption, false>
          inputId={id}
          name={name}
          classNamePrefix="enhanced-select"
          className={error ? 'is-invalid' : undefined}
          options={options}
          value={selected}
          isClearable={!required}
          placeholder={placeholder ?? t('Widgets.Select.Placeholder')}
          noOptionsMessage={() => t('Widgets.Select.NoOptions')}
          aria-invalid={error ? true : undefined}
          components={{ Input }}
          onChange={(option: SingleValue<WidgetOption>) => {
            void helpers.setValue(option?.value ?? '', true);
          }}
          onBlur={() => void helpers.setTouched(true, true)}
        />
      </CacheProvider>
      <FieldFeedback id={id} hint={hint} error={error} />
    </div>
  );
}
