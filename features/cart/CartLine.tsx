import type { CartItem } from '@api/contract/cart';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { QuantityInput } from '@base/ui/QuantityInput';
import { useCartLine } from './useCartLine';

interface Props {
  line: CartItem;
  version: number;
  /** Other lines of the same product are in the cart: the clear-product link is offered. */
  sharedProduct: boolean;
  /** Below the small breakpoint each line is a stacked card (001 §2 "Screens and routes"). */
  layout: 'row' | 'card';
  onRemoved: () => void;
}

/** A cart line: photo, name, unit price, quantity (001 §5 "Validation rules" rules), line total, delete, clear. */
export function CartLine({ line, version, sharedProduct, layout, onRemoved }: Props) {
  const { t } = useTranslation();
  const state = useCartLine(line, version, onRemoved);
  const name = <span className="visually-hidden"> {line.ItemName}</span>;
  const photo = line.PhotoUrl ? (
    <img className="cart-line-img" src={line.PhotoUrl} alt="" width={80} height={80} />
  ) : (
    <span className="cart-line-img" aria-hidden="true" />
  );
  const link = <a href={line.ProductUrl}>{line.ItemName}</a>;
  const quantity = (
    <QuantityInput
      id={`cart-quantity-${line.Id}`}
      label={t('ShoppingCarts.QuantityOf', line.ItemName)}
      value={state.quantity}
      rules={{ min: line.MinQuantity, max: line.MaxQuantity, step: line.StepQuantity }}
      onChange={state.changeQuantity}
    />
  );
  const actions = (
    <div className="cart-line-actions">
      <button
        type="button"
        className="btn btn-link btn-sm text-danger px-0"
        disabled={state.busy}
        onClick={state.removeLine}
      >
        {t('ShoppingCarts.RemoveItem')}
        {name}
      </button>
      {sharedProduct && (
        // K13: the clear-product link carries its call in a data href (001 §7 "Calls"), not an address.
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          data-href={`${runtimeConfig().appBase}/api/v1/shoppingcarts/products/${line.ProductId}`}
          disabled={state.busy}
          onClick={state.clearProduct}
        >
          {t('ShoppingCarts.ClearProduct')}
          {name}
        </button>
      )}
    </div>
  );
  const error = state.error && (
    <p role="alert" className="cart-line-error text-danger small mb-0">
      {state.error}
    </p>
  );

  if (layout === 'card') {
    return (
      <li className="cart-line cart-line-card" aria-busy={state.busy}>
        {photo}
        <div className="cart-line-body">
          <h2 className="h6 mb-1">{link}</h2>
          <p className="mb-1 small">{t('ShoppingCarts.UnitPriceIs', line.UnitPriceTaxInclHtml)}</p>
          {quantity}
          <p className="mb-1">
            {t('ShoppingCarts.LineTotalLabel')} <strong>{line.TotalTaxInclHtml}</strong>
          </p>
          {actions}
          {error}
        </div>
      </li>
    );
  }
  return (
    <tr className="cart-line" aria-busy={state.busy}>
      <td>{photo}</td>
      <th scope="row">
        {link}
        <div className="small text-body-secondary">{line.SKU}</div>
        {error}
      </th>
      <td>{line.UnitPriceTaxInclHtml}</td>
      <td className="cart-line-quantity">{quantity}</td>
      <td className="text-end">{line.TotalTaxInclHtml}</td>
      <td>{actions}</td>
    </tr>
  );
}
