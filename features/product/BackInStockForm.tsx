import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import type { StockNotificationView } from '@api/contract/product';
import { useSubscribeStockNotificationMutation } from '@api/product';
import { useTranslation } from '@base/i18n/useTranslation';
import { serverMessage } from '@api/errors';

/** Messages are string-resource keys, translated when shown. */
const schema = object({
  Email: string()
    .trim()
    .required('Catalog.Product.EmailRequired')
    .email('Catalog.InvalidEmail')
    .max(254, 'Catalog.InvalidEmail'),
});

/** The back-in-stock form (formik + yup); the e-mail is prefilled for a logged-in customer. */
export function BackInStockForm({ view }: { view: StockNotificationView }) {
  const { t } = useTranslation();
  const [subscribe] = useSubscribeStockNotificationMutation();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();
  const formik = useFormik({
    initialValues: { Email: view.Email },
    validationSchema: schema,
    onSubmit: async (values) => {
      setAnswer(undefined);
      const result = await subscribe({
        ProductVariantId: view.ProductVariantId,
        Email: values.Email.trim(),
      });
      if (result.data) setAnswer({ ok: true, text: result.data.Message });
      else
        setAnswer({ ok: false, text: serverMessage(result.error) ?? t('Manager.UnknowsErrors') });
    },
  });
  const error = formik.touched.Email ? formik.errors.Email : undefined;
  const id = `back-in-stock-email-${view.ProductVariantId}`;
  if (answer?.ok) {
    return (
      <p role="status" className="alert alert-success mb-0">
        {answer.text}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={formik.handleSubmit} className="back-in-stock-form">
      {answer && (
        <p role="alert" className="alert alert-danger">
          {answer.text}
        </p>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor={id}>
          {t('Catalog.Product.Email')}
        </label>
        <input
          {...formik.getFieldProps('Email')}
          id={id}
          type="email"
          autoComplete="email"
          inputMode="email"
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <div className="invalid-feedback" id={`${id}-error`}>
            {t(error)}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
        {t('Catalog.Product.NotifyMe')}
      </button>
    </form>
  );
}
