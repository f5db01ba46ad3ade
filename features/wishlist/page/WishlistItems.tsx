import type { WishlistDetail } from '@api/contract/wishlist';
import { useMediaQuery } from '@base/dom/useMediaQuery';
import { useTranslation } from '@base/i18n/useTranslation';
import { BELOW_SMALL } from './constants';
import { WishlistItemRow } from './WishlistItemRow';

/** The list's items: a table, or one card per item on phones (no sideways scroll). */
export function WishlistItems({ list }: { list: WishlistDetail }) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(BELOW_SMALL);
  if (list.Items.length === 0) return <p>{t('WishlistPage.Empty')}</p>;
  const birthlist = list.Kind === 'birthlist';
  const rows = list.Items.map((item) => (
    <WishlistItemRow
      key={item.Id}
      item={item}
      listId={list.Id}
      birthlist={birthlist}
      layout={mobile ? 'card' : 'row'}
    />
  ));
  if (mobile) {
    return (
      <ul className="wishlist-items-cards list-unstyled" aria-label={t('WishlistPage.Items')}>
        {rows}
      </ul>
    );
  }
  return (
    <table className="table align-middle wishlist-items-table">
      <caption className="visually-hidden">{t('WishlistPage.Items')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('WishlistPage.Photo')}</span>
          </th>
          <th scope="col">{t('WishlistPage.Product')}</th>
          <th scope="col">{t('WishlistPage.UnitPrice')}</th>
          <th scope="col">{t('WishlistPage.Quantity')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('WishlistPage.Actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </table>
  );
}
