import { object, string } from 'yup';
import { WISHLIST_NAME_MAX, wishlistQuantity } from '@rules/wishlist';

/** The select's value for "a new list" (the others are list ids). */
export const NEW_LIST = 'new';

export type AddToListValues = {
  List: string;
  NewListName: string;
  Quantity: string;
};

/** Messages are string-resource keys, translated when shown. */
export const addToListSchema = object({
  List: string().required(),
  NewListName: string().when('List', {
    is: NEW_LIST,
    then: (s) =>
      s.trim().required('WishlistUi.NameRequired').max(WISHLIST_NAME_MAX, 'WishlistUi.NameTooLong'),
  }),
  // 001 "Validation": formatted as a positive number before sending; anything else stays here.
  Quantity: string().test(
    'quantity',
    'WishlistUi.QuantityInvalid',
    (v) => wishlistQuantity(v) !== null,
  ),
});
