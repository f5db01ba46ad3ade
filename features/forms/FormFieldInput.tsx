import type { FormFieldView } from '@api/contract/forms';
import { CheckboxField } from '@base/forms/CheckboxField';
import { SelectField } from '@base/forms/SelectField';
import { TextField } from '@base/forms/TextField';
import { DatePickerField } from '@base/forms/widgets/DatePickerField';
import { EnhancedSelect } from '@base/forms/widgets/EnhancedSelect';
import { FakeSelect } from '@base/forms/widgets/FakeSelect';
import { useTranslation } from '@base/i18n/useTranslation';
import { AssetField } from '@features/assets';
import { bytesParam } from '@rules/validation';
import { TextAreaField } from './TextAreaField';

/** The input types a text-like kind shows (the rules come from the attributes, not from here). */
const INPUT_TYPES = { text: 'text', email: 'email', tel: 'tel', number: 'text' } as const;

const isOn = (value: string | undefined) => value !== undefined && value !== 'false';

/** One field of a CMS form, by its kind; ids are prefixed with the form's code. */
export function FormFieldInput({ field, code }: { field: FormFieldView; code: string }) {
  const { t } = useTranslation();
  const id = `${code}-${field.Name}`;
  const attrs = field.Attributes;
  const required = isOn(attrs.required);
  const common = { name: field.Name, id, label: field.Label, required };
  const hint = field.Hint;
  const options = (field.Options ?? []).map((o) => ({ value: o.Value, label: o.Label }));
  switch (field.Kind) {
    case 'textarea':
      return <TextAreaField {...common} hint={hint} />;
    case 'select':
      return <SelectField {...common} options={options} placeholder={t('CmsForms.Choose')} />;
    case 'enhancedSelect':
      return <EnhancedSelect {...common} hint={hint} options={options} />;
    case 'fakeSelect':
      return <FakeSelect {...common} hint={hint} options={options} />;
    case 'date':
      return <DatePickerField {...common} hint={hint} autoComplete={attrs.autocomplete} />;
    case 'checkbox':
      return <CheckboxField name={field.Name} id={id} label={field.Label} required={required} />;
    case 'file':
      return (
        <div className="mb-3">
          <AssetField
            name={field.Name}
            uid={id}
            label={field.Label}
            required={required}
            {...(attrs.accept ? { accept: attrs.accept } : {})}
            {...(attrs['data-rule-maxsize']
              ? { maxFileSize: bytesParam('maxsize', attrs['data-rule-maxsize']) }
              : {})}
          />
          {hint && <div className="form-text">{hint}</div>}
        </div>
      );
    default:
      return (
        <TextField
          {...common}
          hint={hint}
          type={INPUT_TYPES[field.Kind]}
          // number: digits with . or , (000 §5), which type="number" would refuse to show.
          inputMode={field.Kind === 'number' ? 'decimal' : undefined}
          autoComplete={attrs.autocomplete}
        />
      );
  }
}
