import type { WishlistPopup } from '@api/contract/wishlist';
import { serverMessage } from '@api/errors';
import { useDeleteFromAllWishlistsMutation, useDeleteFromWishlistMutation } from '@api/wishlist';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { noticeShown } from '@base/uiSlice';

/**
 * The lists that already hold the variant, each with a remove button (W10), and "remove from
 * all my lists" (W9). The tags refresh the modal, the buttons and the header count.
 */
export function InListsPanel({ view }: { view: WishlistPopup }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [removeOne, one] = useDeleteFromWishlistMutation();
  const [removeAll, all] = useDeleteFromAllWishlistsMutation();
  const holding = view.Lists.filter((l) => l.Quantity > 0);
  if (holding.length === 0) return null;
  const busy = one.isLoading || all.isLoading;
  const report = (result: { data?: { Message: string }; error?: unknown }) =>
    dispatch(
      noticeShown(
        result.data
          ? {
              level: 'success',
              messageKey: 'WishlistUi.ServerMessage',
              args: [result.data.Message],
            }
          : {
              level: 'danger',
              messageKey: 'WishlistUi.ServerMessage',
              args: [serverMessage(result.error) ?? t('Manager.UnknowsErrors')],
            },
      ),
    );
  return (
    <section className="wishlist-in-lists mb-3" aria-labelledby="wishlist-in-lists-title">
      <h3 id="wishlist-in-lists-title" className="h6">
        {t('WishlistUi.AlreadyIn')}
      </h3>
      <ul className="list-unstyled mb-2">
        {holding.map((list) => (
          <li key={list.Id} className="d-flex align-items-center gap-2 mb-1">
            <span className="me-auto">
              {t('WishlistUi.ListWithQuantity', list.Name, list.Quantity)}
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={busy}
              onClick={async () =>
                report(
                  await removeOne({ productVariantId: view.ProductVariantId, listId: list.Id }),
                )
              }
            >
              {t('WishlistUi.RemoveFrom', list.Name)}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-sm btn-link text-danger p-0"
        disabled={busy}
        onClick={async () => report(await removeAll({ productVariantId: view.ProductVariantId }))}
      >
        {t('WishlistUi.RemoveFromAll')}
      </button>
    </section>
  );
}
