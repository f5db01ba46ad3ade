import { serverRefusal } from '@api/errors';
import { useGetWishlistItemsQuery } from '@api/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';
import { PagePlaceholder, PageUnavailable } from '@base/ui/PageStatus';
import { ListPanel } from './ListPanel';

/** The table area: the chosen list's items (W13 list_item), loaded in place. */
export function ListArea({ listId }: { listId: number }) {
  const { t, culture } = useTranslation();
  // currentData: while another list loads, the previous one's items are not shown as its.
  const { currentData, error, refetch } = useGetWishlistItemsQuery({ culture, wishlistid: listId });
  if (serverRefusal(error).status === 404)
    return <p role="alert">{t('WishlistPage.ListNotFound')}</p>;
  if (error) return <PageUnavailable onRetry={() => void refetch()} />;
  if (!currentData) return <PagePlaceholder />;
  return <ListPanel list={currentData} />;
}
