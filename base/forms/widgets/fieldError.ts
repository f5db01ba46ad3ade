import { useField } from 'formik';
import { useTranslation } from '@base/i18n/useTranslation';

/** A form error: a string key (or a sentence already translated), or a rule's { key, args }. */
export type FieldError = string | { key: string; args?: (string | number)[] };

/**
 * The Formik field and its error as a shopper reads it, once the field was touched: a key is
 * translated with its args, a sentence (the server's) is shown as it is.
 */
export function useWidgetField<V>(name: string) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<V>(name);
  const raw = meta.error as FieldError | undefined;
  const error =
    meta.touched && raw
      ? typeof raw === 'string'
        ? t(raw)
        : t(raw.key, ...(raw.args ?? []))
      : undefined;
  return { field, helpers, error };
}

/** The ids a labelled widget ties to its input: hint and error (aria-describedby). */
export function describedBy(id: string, hint: unknown, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
