import { useField } from 'formik';
import { useTranslation } from '@base/i18n/useTranslation';
import { translateError } from '../validation/errorText';

/**
 * The Formik field and its error as a shopper reads it, once the field was touched: a key or a
 * rule's encoded { key, args } translated (base/forms/validation), a sentence (the server's)
 * shown as it is.
 */
export function useWidgetField<V>(name: string) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<V>(name);
  const error = meta.touched && meta.error ? translateError(t, meta.error) || undefined : undefined;
  return { field, helpers, error };
}

/** The ids a labelled widget ties to its input: hint and error (aria-describedby). */
export function describedBy(id: string, hint: unknown, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
