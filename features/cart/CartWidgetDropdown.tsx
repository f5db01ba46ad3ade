import { Link } from 'react-router-dom';
import { useGetCartWidgetItemsQuery } from '@api/cart';
import { useTranslation } from '@base/i18n/useTranslation';
import { CART_PAGE_PATH } from '@rules/cart';

interface Props {
  id: string;
  open: boolean;
  /** A link was followed: the dropdown closes. */
  onNavigate: () => void;
}

/**
 * The cart widget's item list (K12), a lazy chunk. Mounted on first open and then only hidden:
 * its query stays subscribed, so the 'Cart' invalidation of a cart change refreshes it.
 */
export default function CartWidgetDropdown({ id, open, onNavigate }: Props) {
  const { t, culture } = useTranslation();
  const { data } = useGetCartWidgetItemsQuery({ culture });
  const items = data?.Items ?? [];
  return (
    <div id={id} className="cart-widget-dropdown" hidden={!open}>
      {!data && (
        <p className="mb-2" aria-busy="true">
          {t('Manager.Loading')}
        </p>
      )}
      {data && items.length === 0 && <p className="mb-2">{t('ShoppingCarts.EmptyCart')}</p>}
      {items.length > 0 && (
        <ul className="cart-widget-items list-unstyled mb-2">
          {items.map((item) => (
            <li key={item.Id} className="cart-widget-item">
              {item.PhotoUrl ? (
                <img src={item.PhotoUrl} alt="" width={48} height={48} loading="lazy" />
              ) : (
                <span className="cart-widget-nophoto" aria-hidden="true" />
              )}
              <span className="cart-widget-item-text">
                <a href={item.ProductUrl} onClick={onNavigate}>
                  {item.ItemName}
                </a>
                <span className="small text-body-secondary">
                  {t('ShoppingCarts.WidgetLine', item.Quantity, item.TotalTaxInclHtml)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && items.length > 0 && (
        <p className="cart-widget-total d-flex justify-content-between mb-2">
          <span>{t('ShoppingCarts.Total')}</span>
          <strong>{data.AmountTaxInclHtml}</strong>
        </p>
      )}
      <Link
        className="btn btn-primary btn-sm w-100"
        to={`/${culture}/${CART_PAGE_PATH}`}
        onClick={onNavigate}
      >
        {t('ShoppingCarts.ViewCart')}
      </Link>
    </div>
  );
}
