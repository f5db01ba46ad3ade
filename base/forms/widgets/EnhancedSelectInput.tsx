import { CacheProvider } from '@emotion/react';
import { createContext, useContext } from 'react';
import Select, { components, type InputProps, type SingleValue } from 'react-select';
import { useTranslation } from '@base/i18n/useTranslation';
import { adoptedEmotionCache } from './emotionCache';
import { describedBy, useWidgetField } from './fieldError';
import { FieldFeedback } from './FieldFeedback';
import { resultCount, selectMessages } from './selectMessages';
import type { WidgetFieldProps, WidgetOption } from './types';

export interface EnhancedSelectProps extends WidgetFieldProps {
  options: WidgetOption[];
  placeholder?: string;
}

interface InputAria {
  described: string | undefined;
  required: boolean | undefined;
  invalid: boolean;
}
const InputAriaContext = createContext<InputAria>({
  described: undefined,
  required: undefined,
  invalid: false,
});

/**
 * react-select's input with aria-describedby (hint and error), aria-required and aria-invalid,
 * which react-select does not put on it. One component type, the values from a context: a
 * component made per render would remount the input and lose the focus.
 */
function DescribedInput(props: InputProps<WidgetOption, false>) {
  const aria = useContext(InputAriaContext);
  return (
    <components.Input
      {...props}
      aria-describedby={aria.described}
      aria-required={aria.required ? true : undefined}
      aria-invalid={aria.invalid || undefined}
    />
  );
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
  const selected = options.find((o) => o.value === field.value) ?? null;
  return (
    <div className={wrapperClassName}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <CacheProvider value={adoptedEmotionCache('enhanced-select')}>
        <InputAriaContext.Provider value={{ described, required, invalid: Boolean(error) }}>
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
            ariaLiveMessages={selectMessages(t)}
            screenReaderStatus={resultCount(t)}
            components={{ Input: DescribedInput }}
            onChange={(option: SingleValue<WidgetOption>) => {
              void helpers.setValue(option?.value ?? '', true);
            }}
            onBlur={() => void helpers.setTouched(true, true)}
          />
        </InputAriaContext.Provider>
      </CacheProvider>
      <FieldFeedback id={id} hint={hint} error={error} />
    </div>
  );
}
