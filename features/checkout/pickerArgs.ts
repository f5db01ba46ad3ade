import type { ShoppingCart } from '@api/contract/cart';
import type { AddressPickerArgs } from '@api/checkout';
import { BILLING_ADDRESS_INPUT, SHIPPING_ADDRESS_INPUT } from './constants';

/** The two address pickers' arguments (K10) for the cart the checkout opens on. */
export function pickerArgs(
  culture: string,
  cart: ShoppingCart,
): { billing: AddressPickerArgs; shipping: AddressPickerArgs } {
  const common = { culture, isAddNewAddress: true, isEditAddress: true };
  const billing: AddressPickerArgs = {
    ...common,
    inputname: BILLING_ADDRESS_INPUT,
    type: 'billing',
  };
  const shipping: AddressPickerArgs = {
    ...common,
    inputname: SHIPPING_ADDRESS_INPUT,
    type: 'shipping',
  };
  if (cart.BillingAddressId) billing.selectedAddressId = cart.BillingAddressId;
  if (cart.ShippingAddressId) shipping.selectedAddressId = cart.ShippingAddressId;
  return { billing, shipping };
}
