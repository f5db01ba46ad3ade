import type { ShoppingCart } from '@api/contract/cart';
import { useMediaQuery } from '@base/dom/useMediaQuery';
import { useTranslation } from '@base/i18n/useTranslation';
import { CartLine } from './CartLine';

/** Below Bootstrap's small breakpoint (576 px) the lines become stacked cards (001 §2 "Screens and routes"). */
export const BELOW_SMALL = '(max-width: 575.98px)';

interface Props {
  cart: ShoppingCart;
  onRemoved: () => void;
}

/** The cart's lines: a table, or one card per line on phones. */
export function CartLines({ cart, onRemoved }: Props) {
  const { t } = useTranslation();
  const mobile = useMediaQuery(BELOW_SMALL);
  const shared = (productId: number) =>
    cart.Items.filter((item) => item.ProductId === productId).length > 1;
  const lines = cart.Items.map((line) => (
    <CartLine
      key={line.Id}
      line={line}
      version={cart.Version}
      sharedProduct={shared(line.ProductId)}
      layout={mobile ? 'card' : 'row'}
      onRemoved={onRemoved}
    />
  ));
  if (mobile) {
    return (
      <ul
        className="cart-lines cart-lines-mobile list-unstyled"
        aria-label={t('ShoppingCarts.Items')}
      >
        {lines}
      </ul>
    );
  }
  return (
    <table className="table align-middle cart-lines cart-lines-table">
      <caption className="visually-hidden">{t('ShoppingCarts.Items')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('ShoppingCarts.Photo')}</span>
          </th>
          <th scope="col">{t('ShoppingCarts.Product')}</th>
          <th scope="col">{t('ShoppingCarts.UnitPrice')}</th>
          <th scope="col">{t('ShoppingCarts.Quantity')}</th>
          <th scope="col" className="text-end">
            {t('ShoppingCarts.LineTotal')}
          </th>
          <th scope="col">
            <span className="visually-hidden">{t('ShoppingCarts.Actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>{lines}</tbody>
    </table>
  );
}
