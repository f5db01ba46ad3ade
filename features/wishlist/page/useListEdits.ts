import { serverMessage } from '@api/errors';
import { useDescribeWishlistMutation, useRenameWishlistMutation, wishlistApi } from '@api/wishlist';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { noticeShown } from '@base/uiSlice';

/**
 * W5 and W6. 001 §4 "a name edit also updates the side navigation label": the page's lists and
 * the list's detail change in the cache at once, and are put back if the server refuses (its
 * Message in a growl, 001 §8 "Wishlist form failure").
 */
export function useListEdits(listId: number) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const [rename] = useRenameWishlistMutation();
  const [describe] = useDescribeWishlistMutation();

  const patch = (change: { Name?: string; Description?: string }) => [
    dispatch(
      wishlistApi.util.updateQueryData('getWishlistPage', { culture }, (page) => {
        const list = page.Lists.find((l) => l.Id === listId);
        if (list && change.Name !== undefined) list.Name = change.Name;
      }),
    ),
    dispatch(
      wishlistApi.util.updateQueryData('getWishlistItems', { culture, wishlistid: listId }, (d) => {
        Object.assign(d, change);
      }),
    ),
  ];
  const send = async (
    change: { Name?: string; Description?: string },
    call: () => Promise<unknown>,
  ) => {
    const patches = patch(change);
    try {
      await call();
      return true;
    } catch (error) {
      patches.forEach((p) => p.undo());
      dispatch(
        noticeShown({
          level: 'danger',
          messageKey: 'WishlistPage.ServerMessage',
          args: [serverMessage(error) ?? t('Manager.UnknowsErrors')],
        }),
      );
      return false;
    }
  };

  return {
    rename: (Name: string) => send({ Name }, () => rename({ Id: listId, Name, culture }).unwrap()),
    describe: (Description: string) =>
      send({ Description }, () => describe({ Id: listId, Description, culture }).unwrap()),
  };
}
