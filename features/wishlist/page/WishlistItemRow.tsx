import type { WishlistItem } from '@api/contract/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';
import { QuantityInput } from '@base/ui/QuantityInput';
import { WISHLIST_QUANTITY_MAX } from '@rules/wishlist';
import { useWishlistItem } from './useWishlistItem';

interface Props {
  item: WishlistItem;
  listId: number;
  /** Birth lists say what was bought through the share link, and by whom. */
  birthlist: boolean;
  /** Below the small breakpoint each item is a stacked card (as the cart's lines). */
  layout: 'row' | 'card';
}

/** An item of the list: photo, product link, unit price, quantity (W3), purchases, delete (W1). */
export function WishlistItemRow({ item, listId, birthlist, layout }: Props) {
  const { t } = useTranslation();
  const state = useWishlistItem(item, listId);
  const quantityId = `wishlist-quantity-${item.Id}`;
  const photo = item.PhotoUrl ? (
    <img className="wishlist-item-img" src={item.PhotoUrl} alt="" width={80} height={80} />
  ) : (
    <span className="wishlist-item-img" aria-hidden="true" />
  );
  const link = <a href={item.Url}>{item.Name}</a>;
  const details = (
    <>
      {item.VariantLabel && <div className="small">{item.VariantLabel}</div>}
      <div className="small text-body-secondary">{item.SKU}</div>
      {!item.Available && (
        <span className="badge text-bg-warning">{t('WishlistPage.Unavailable')}</span>
      )}
      {birthlist && <Purchases item={item} />}
    </>
  );
  const quantity = (
    <>
      <QuantityInput
        key={state.resetKey}
        id={quantityId}
        label={t('WishlistPage.QuantityOf', item.Name)}
        value={item.Quantity}
        rules={{ min: 1, max: WISHLIST_QUANTITY_MAX }}
        disabled={state.busy}
        onChange={state.changeQuantity}
      />
      {state.invalid && (
        <p role="alert" className="text-danger small mb-0">
          {state.invalid}
        </p>
      )}
    </>
  );
  const remove = (
    <button
      type="button"
      className="btn btn-link btn-sm text-danger px-0"
      disabled={state.busy}
      onClick={state.removeItem}
    >
      {t('WishlistPage.DeleteItem')}
      <span className="visually-hidden"> {item.Name}</span>
    </button>
  );

  if (layout === 'card') {
    return (
      <li className="wishlist-item-card" aria-busy={state.busy}>
        {photo}
        <div className="wishlist-item-body">
          <h3 className="h6 mb-1">{link}</h3>
          {details}
          <p className="mb-1 small">{t('WishlistPage.UnitPriceIs', item.UnitPriceHtml)}</p>
          {quantity}
          {remove}
        </div>
      </li>
    );
  }
  return (
    <tr aria-busy={state.busy}>
      <td>{photo}</td>
      <th scope="row">
        {link}
        {details}
      </th>
      <td>{item.UnitPriceHtml}</td>
      <td className="wishlist-item-quantity">{quantity}</td>
      <td>{remove}</td>
    </tr>
  );
}

/** "Purchased x" and who gave it: a buyer who kept their name private is "a guest". */
function Purchases({ item }: { item: WishlistItem }) {
  const { t } = useTranslation();
  return (
    <div className="small">
      <div>{t('WishlistPage.Purchased', item.Purchased)}</div>
      {item.Buyers.length > 0 && (
        <ul className="list-unstyled mb-0" aria-label={t('WishlistPage.Buyers')}>
          {item.Buyers.map((buyer, index) => (
            <li key={index}>
              {t('WishlistPage.BoughtBy', buyer.Quantity, buyer.Name ?? t('WishlistPage.Guest'))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
