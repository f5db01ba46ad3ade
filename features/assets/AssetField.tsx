import { useField } from 'formik';
import { useTranslation } from '@base/i18n/useTranslation';
import { translateError } from '@base/forms/validation/errorText';
import { AssetWidget } from './AssetWidget';
import type { WidgetAsset } from './types';
import type { AssetWidgetProps } from './widget/props';

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
  // A key, the server's sentence, or a rule's { key, args } (as an object or encoded by yupForFields).
  const error = meta.touched && meta.error ? translateError(t, meta.error) : undefined;
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
