import type { FormikProps } from 'formik';
import { useTranslation } from '@base/i18n/useTranslation';

type Values = { [field: string]: string };

/** A field's formik props with its id, Bootstrap's invalid state and its error's description. */
export function fieldProps<V extends Values>(
  formik: FormikProps<V>,
  name: keyof V & string,
  id: string,
) {
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  return {
    ...formik.getFieldProps(name),
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

/** The field's translated error, under it (its message is a string-resource key). */
export function FieldError<V extends Values>({
  formik,
  name,
  id,
}: {
  formik: FormikProps<V>;
  name: keyof V & string;
  id: string;
}) {
  const { t } = useTranslation();
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  if (typeof error !== 'string') return null;
  return (
    <div className="invalid-feedback" id={`${id}-error`}>
      {t(error)}
    </div>
  );
}
