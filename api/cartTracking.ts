import type { CartItem, ShoppingCart } from '@api/contract/cart';
import type { TagManagerItem } from '@base/events';

/** 001 §3 "Entities and their fields" tag-manager data of a cart line (what the removeFromCart event carries). */
export function tagManagerLine(line: CartItem, currency: string): TagManagerItem {
  return {
    name: line.ItemName,
    id: line.ProductId,
    sku: line.SKU,
    price: line.UnitPriceTaxIncl,
    brand: line.Brand,
    category: line.Category,
    quantity: line.Quantity,
    currency,
  };
}

/** The lines of every cached cart that `pick` selects, as the tag manager knows them. */
export function trackedLines(
  carts: (ShoppingCart | undefined)[],
  pick: (line: CartItem) => boolean,
): TagManagerItem[] {
  const cart = carts.find((c) => c?.Items.some(pick));
  return cart ? cart.Items.filter(pick).map((line) => tagManagerLine(line, cart.CurrencyCode)) : [];
}
