import { useFormik } from 'formik';
import type { WishlistPopup, WishlistPopupAnswer } from '@api/contract/wishlist';
import { serverRefusal } from '@api/errors';
import { useSubmitWishlistPopupMutation } from '@api/wishlist';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { noticeShown } from '@base/uiSlice';
import { WISHLIST_NAME_MAX, wishlistQuantity } from '@rules/wishlist';
import { addToListSchema, NEW_LIST, type AddToListValues } from './addToListSchema';
import { FieldError, fieldProps } from './fieldError';

const DEFAULT_NAMES = {
  wishlist: 'Wishlist.DefaultName',
  birthlist: 'Wishlist.DefaultBirthlistName',
} as const;

interface Props {
  view: WishlistPopup;
  onAdded: (answer: WishlistPopupAnswer) => void;
}

/** W12: the modal's form, posted to the view's Action: a list of the kind or a new one, a quantity. */
export function AddToListForm({ view, onAdded }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [submit] = useSubmitWishlistPopupMutation();
  const id = `wishlist-add-${view.Kind}-${view.ProductVariantId}`;
  const formik = useFormik<AddToListValues>({
    initialValues: {
      List: String(view.DefaultListId ?? view.Lists[0]?.Id ?? NEW_LIST),
      // No list of the kind yet: a new one, named as the server names a default list.
      NewListName: view.Lists.length === 0 ? t(DEFAULT_NAMES[view.Kind]) : '',
      Quantity: String(view.Quantity > 0 ? view.Quantity : 1),
    },
    validationSchema: addToListSchema,
    onSubmit: async (values) => {
      const list =
        values.List === NEW_LIST
          ? { NewListName: values.NewListName.trim() }
          : { WishlistId: Number(values.List) };
      const result = await submit({
        action: view.Action,
        ProductVariantId: view.ProductVariantId,
        Kind: view.Kind,
        Quantity: wishlistQuantity(values.Quantity)!,
        ...list,
      });
      if (result.data) return onAdded(result.data);
      // 001 "Error catalogue": a refused form is a growl with the server's Message.
      const refusal = serverRefusal(result.error);
      if (refusal.status !== 400 && refusal.status !== 404) return undefined;
      dispatch(
        noticeShown({
          level: 'danger',
          messageKey: 'WishlistUi.ServerMessage',
          args: [refusal.message ?? t('Manager.UnknowsErrors')],
        }),
      );
      return undefined;
    },
  });
  const field = (name: keyof AddToListValues) => fieldProps(formik, name, `${id}-${name}`);
  return (
    <form noValidate onSubmit={formik.handleSubmit} className="wishlist-add-form">
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-List`}>
          {t('WishlistUi.List')}
        </label>
        <select {...field('List')} className="form-select">
          {view.Lists.map((l) => (
            <option key={l.Id} value={l.Id}>
              {l.Name}
            </option>
          ))}
          <option value={NEW_LIST}>{t('WishlistUi.NewList')}</option>
        </select>
      </div>
      {formik.values.List === NEW_LIST && (
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-NewListName`}>
            {t('WishlistUi.NewListName')}
          </label>
          <input
            {...field('NewListName')}
            type="text"
            maxLength={WISHLIST_NAME_MAX}
            autoComplete="off"
          />
          <FieldError formik={formik} name="NewListName" id={`${id}-NewListName`} />
        </div>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-Quantity`}>
          {t('WishlistUi.Quantity')}
        </label>
        <input {...field('Quantity')} type="text" inputMode="numeric" />
        <FieldError formik={formik} name="Quantity" id={`${id}-Quantity`} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={formik.isSubmitting}>
        {t(`WishlistUi.Submit.${view.Kind}`)}
      </button>
    </form>
  );
}
