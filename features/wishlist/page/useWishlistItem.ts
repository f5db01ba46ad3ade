import { useState } from 'react';
import type { WishlistItem } from '@api/contract/wishlist';
import { serverRefusal } from '@api/errors';
import {
  useDeleteWishlistItemMutation,
  useUpdateWishlistQuantityMutation,
  wishlistApi,
} from '@api/wishlist';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { noticeShown } from '@base/uiSlice';
import { WISHLIST_QUANTITY_MAX, wishlistQuantity } from '@rules/wishlist';
import { askConfirmation } from '@base/site/askConfirmation';

/**
 * One item's quantity (W3) and removal (W1). 001 §5: the quantity is formatted as a positive
 * number before sending (rules/wishlist.ts); what is not one is said beside the field and not
 * sent. 001 §8: a refused change is an error notice with the server's text, or the generic one.
 */
export function useWishlistItem(item: WishlistItem, listId: number) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const [update, updating] = useUpdateWishlistQuantityMutation();
  const [remove, removing] = useDeleteWishlistItemMutation();
  const [invalid, setInvalid] = useState<string | null>(null);
  // Bumped to redraw the quantity field with the kept value after a refused entry.
  const [resetKey, setResetKey] = useState(0);

  const failed = (error: unknown) =>
    dispatch(
      noticeShown({
        level: 'danger',
        messageKey: 'WishlistPage.ServerMessage',
        args: [serverRefusal(error as never).message ?? t('Manager.UnknowsErrors')],
      }),
    );

  const changeQuantity = async (_normalized: number, raw: string) => {
    const quantity = wishlistQuantity(raw);
    if (quantity === null) {
      setInvalid(t('WishlistPage.QuantityInvalid', raw.trim(), WISHLIST_QUANTITY_MAX));
      setResetKey((k) => k + 1);
      return;
    }
    setInvalid(null);
    if (quantity === item.Quantity) {
      setResetKey((k) => k + 1);
      return;
    }
    const shown = dispatch(
      wishlistApi.util.updateQueryData('getWishlistItems', { culture, wishlistid: listId }, (d) => {
        const line = d.Items.find((i) => i.Id === item.Id);
        if (line) line.Quantity = quantity;
      }),
    );
    try {
      await update({ Id: item.Id, Quantity: String(quantity), culture, listId }).unwrap();
    } catch (error) {
      shown.undo();
      setResetKey((k) => k + 1);
      failed(error);
    }
  };

  const removeItem = async () => {
    const label = item.VariantLabel ? `${item.Name} – ${item.VariantLabel}` : item.Name;
    if (!(await askConfirmation(dispatch, { message: t('WishlistPage.DeleteItemConfirm', label) })))
      return;
    try {
      await remove({ Id: item.Id, culture, listId }).unwrap();
    } catch (error) {
      failed(error);
    }
  };

  return {
    invalid,
    resetKey,
    busy: updating.isLoading || removing.isLoading,
    changeQuantity: (value: number, raw: string) => void changeQuantity(value, raw),
    removeItem: () => void removeItem(),
  };
}
