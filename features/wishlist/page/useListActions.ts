import { useNavigate } from 'react-router-dom';
import type { WishlistDetail, WishlistToCartAnswer } from '@api/contract/wishlist';
import { serverMessage } from '@api/errors';
import { useAddWishlistToCartMutation, useDeleteWishlistMutation } from '@api/wishlist';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { toRouterPath } from '@base/runtimeConfig';
import { noticeShown, type NoticeLevel } from '@base/uiSlice';
import { askConfirmation } from '@base/site/askConfirmation';

/**
 * Order all (W7) and delete the list (W2). The cart is never called here: W7's endpoint
 * broadcasts cartChanged once, and the cart widget follows.
 */
export function useListActions(list: WishlistDetail) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [toCart, ordering] = useAddWishlistToCartMutation();
  const [remove, removing] = useDeleteWishlistMutation();

  const notify = (level: NoticeLevel, text: string) =>
    dispatch(noticeShown({ level, messageKey: 'WishlistPage.ServerMessage', args: [text] }));
  const failed = (error: unknown) =>
    notify('danger', serverMessage(error) ?? t('Manager.UnknowsErrors'));

  /** The answer's Message, and the items that could not go in, named with their reason. */
  const ordered = (answer: WishlistToCartAnswer) => {
    if (answer.Unavailable.length === 0) return notify('success', answer.Message);
    const names = answer.Unavailable.map((u) => t('WishlistPage.NotAddedItem', u.Name, u.Reason));
    notify('warning', `${answer.Message} ${t('WishlistPage.NotAdded', names.join(', '))}`);
  };

  const orderAll = async () => {
    const Items = list.Items.map((i) => ({ variantId: i.ProductVariantId, qty: i.Quantity }));
    try {
      ordered(await toCart({ WishlistId: list.Id, Items, culture }).unwrap());
    } catch (error) {
      failed(error);
    }
  };

  const deleteList = async () => {
    if (
      !(await askConfirmation(dispatch, {
        message: t('WishlistPage.DeleteListConfirm', list.Name),
      }))
    )
      return;
    try {
      const answer = await remove({ Id: list.Id, culture }).unwrap();
      notify('success', answer.Message);
      // The next list's page (or the page without Id), loaded in place.
      void navigate(toRouterPath(answer.Uri));
    } catch (error) {
      failed(error);
    }
  };

  return {
    busy: ordering.isLoading || removing.isLoading,
    orderAll: () => void orderAll(),
    deleteList: () => void deleteList(),
  };
}
