import { useField } from 'formik';
import { useTranslation } from '@base/i18n/useTranslation';
import { AssetWidget } from './AssetWidget';
import type { WidgetAsset } from './types';
import type { AssetWidgetProps } from './widget/props';

/** A form error: a string key (or the server's sentence), or a rule's { key, args }. */
type FieldError = string | { key: string; args?: (string | number)[] };

/**
 * The asset widget bound to a Formik field: the value is the list of assets (WidgetAsset[]),
 * kept in the widget's order; the error shows under it once touched, as base/forms/TextField's.
 */
export function AssetField({
  name,
  ...props
}: Omit<AssetWidgetProps, 'onChange' | 'assets' | 'assetId' | 'formError'> & { name: string }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<WidgetAsset[] | undefined>(name);
  const raw = meta.error as FieldError | undefined;
  const error =
    meta.touched && raw
      ? typeof raw === 'string'
        ? t(raw)
        : t(raw.key, ...(raw.args ?? []))
      : undefined;
  return (
    <AssetWidget
      {...props}
      assets={field.value ?? []}
      {...(error ? { formError: error } : {})}
      onChange={(assets) => {
        void helpers.setValue(assets, true);
        void helpers.setTouched(true, false);
      }}
    />
  );
}
