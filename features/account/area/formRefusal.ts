import type { FormikHelpers } from 'formik';
import { serverRefusal } from '@api/errors';

/**
 * Puts a refused call's `{ message, field }` where the shopper looks: on its field when the
 * form has it (touched, so it shows), else returned for the alert above the form. What was
 * typed stays.
 */
export function showRefusal<Values extends object>(
  error: unknown,
  values: Values,
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>,
  fallback: string,
): string | undefined {
  const refusal = serverRefusal(error as Parameters<typeof serverRefusal>[0]);
  const message = refusal.message ?? fallback;
  if (refusal.field && refusal.field in values) {
    void helpers.setFieldTouched(refusal.field, true, false);
    helpers.setFieldError(refusal.field, message);
    return undefined;
  }
  return message;
}
