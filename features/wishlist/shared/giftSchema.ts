import { boolean, object, string } from 'yup';
import { wishlistQuantity } from '@rules/wishlist';
import { formMessages } from '@base/forms/rules';

export interface GiftValues {
  Quantity: string;
  ShowName: boolean;
}

/**
 * 001 "Validation": the quantity is a positive whole number before it is sent (the rule the
 * server applies), here also at most what is still wanted; the server counts this cart's gifts.
 */
export const giftSchema = (remaining: number) =>
  object({
    Quantity: string()
      .required(formMessages.required)
      .test('quantity', 'WishlistGifts.QuantityRange', (value) => {
        const quantity = wishlistQuantity(value);
        return quantity !== null && quantity <= remaining;
      }),
    ShowName: boolean().required(),
  });
