import { useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import { serverMessage } from '@api/errors';
import { useCreateWishlistMutation } from '@api/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';
import { WISHLIST_NAME_MAX, type WishlistKind } from '@rules/wishlist';
import { FieldError, fieldProps } from './fieldError';

const schema = object({
  Name: string()
    .trim()
    .required('WishlistUi.NameRequired')
    .max(WISHLIST_NAME_MAX, 'WishlistUi.NameTooLong'),
});

/** A new, empty list of the kind (ours); the list of lists above follows through the tags. */
export function CreateListForm({ kind }: { kind: WishlistKind }) {
  const { t, culture } = useTranslation();
  const [create] = useCreateWishlistMutation();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();
  const formik = useFormik({
    initialValues: { Name: '' },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setAnswer(undefined);
      const result = await create({ Name: values.Name.trim(), Kind: kind, culture });
      if (result.data) {
        helpers.resetForm();
        setAnswer({ ok: true, text: result.data.Message });
      } else {
        setAnswer({ ok: false, text: serverMessage(result.error) ?? t('Manager.UnknowsErrors') });
      }
    },
  });
  const id = `wishlist-create-${kind}`;
  return (
    <form noValidate onSubmit={formik.handleSubmit} className="wishlist-create-form mt-3">
      {answer && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={`alert alert-${answer.ok ? 'success' : 'danger'}`}
        >
          {answer.text}
        </p>
      )}
      <label className="form-label" htmlFor={`${id}-Name`}>
        {t('WishlistUi.NewListName')}
      </label>
      <div className="d-flex gap-2 align-items-start">
        <div className="flex-grow-1">
          <input
            {...fieldProps(formik, 'Name', `${id}-Name`)}
            type="text"
            maxLength={WISHLIST_NAME_MAX}
            autoComplete="off"
          />
          <FieldError formik={formik} name="Name" id={`${id}-Name`} />
        </div>
        <button type="submit" className="btn btn-outline-primary" disabled={formik.isSubmitting}>
          {t('WishlistUi.CreateList')}
        </button>
      </div>
    </form>
  );
}
