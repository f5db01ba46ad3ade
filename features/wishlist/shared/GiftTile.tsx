import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SharedWishlistItem } from '@api/contract/wishlist';
import { serverRefusal } from '@api/errors';
import { useAddGiftToCartMutation } from '@api/wishlist';
import { CheckboxField } from '@base/forms/CheckboxField';
import { SubmitButton } from '@base/forms/FormButtons';
import { TextField } from '@base/forms/TextField';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { toRouterPath } from '@base/runtimeConfig';
import { noticeShown } from '@base/uiSlice';
import { giftSchema, type GiftValues } from './giftSchema';

interface Props {
  item: SharedWishlistItem;
  token: string;
  ownerName: string;
}

/**
 * One item of a shared list: what is still wanted and, while some is, the gift form (quantity,
 * whether the owner may know who gave it). A refusal goes under the field it names (the server
 * counts what is left, this cart's gifts included); success is a notice, the cart widget
 * follows the broadcast the endpoint makes.
 */
export function GiftTile({ item, token, ownerName }: Props) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [addGift] = useAddGiftToCartMutation();
  const given = item.Remaining === 0;

  const submit = async (values: GiftValues, helpers: FormikHelpers<GiftValues>) => {
    const result = await addGift({
      token,
      WishlistProductId: item.Id,
      Quantity: String(values.Quantity).trim(),
      ShowName: values.ShowName,
      culture,
    });
    if ('data' in result && result.data) {
      dispatch(
        noticeShown({ level: 'success', messageKey: 'WishlistGifts.Added', args: [item.Name] }),
      );
      helpers.resetForm();
      return;
    }
    const refusal = serverRefusal(result.error);
    helpers.setFieldError('Quantity', refusal.message ?? t('Manager.UnknowsErrors'));
    helpers.setFieldTouched('Quantity', true, false);
  };

  return (
    <article className="card h-100 gift-tile" aria-labelledby={`${id}-name`}>
      {item.PhotoUrl && (
        <img
          className="card-img-top gift-tile-photo"
          src={item.PhotoUrl}
          alt=""
          width={320}
          height={320}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="card-body d-flex flex-column">
        <h2 className="h6 card-title" id={`${id}-name`}>
          <Link to={toRouterPath(item.Url)}>{item.Name}</Link>
        </h2>
        {item.VariantLabel && <p className="small text-muted mb-1">{item.VariantLabel}</p>}
        <p className="fw-semibold mb-1">{item.UnitPriceHtml}</p>
        <p className={given ? 'text-success mb-2' : 'mb-2'}>
          {given
            ? t('WishlistGifts.Given')
            : t('WishlistGifts.StillWanted', item.Remaining, item.Wanted)}
        </p>
        {!given && !item.Available && (
          <p className="small text-muted mb-0">{t('WishlistGifts.Unavailable')}</p>
        )}
        {!given && item.Available && (
          <Formik
            initialValues={{ Quantity: '1', ShowName: false }}
            validationSchema={giftSchema(item.Remaining)}
            onSubmit={submit}
          >
            <Form noValidate className="mt-auto">
              <TextField
                name="Quantity"
                id={`${id}-quantity`}
                label={t('WishlistGifts.Quantity')}
                inputMode="numeric"
                autoComplete="off"
                required
              />
              <CheckboxField
                name="ShowName"
                id={`${id}-show-name`}
                label={t('WishlistGifts.ShowName', ownerName)}
              />
              <SubmitButton label={t('WishlistGifts.Offer')} />
            </Form>
          </Formik>
        )}
      </div>
    </article>
  );
}
