import type { WishlistPopup } from '@api/contract/wishlist';

/** C11 as the server answers it for variant 101 (the product fixtures' navy S dress). */
export const popupView = (over: Partial<WishlistPopup> = {}): WishlistPopup => ({
  ProductVariantId: 101,
  ProductName: 'Robe Ostende en lin',
  VariantLabel: 'Marine / S',
  Kind: 'wishlist',
  Lists: [
    { Id: 4, Name: 'Ma liste de souhaits', Quantity: 0, WishlistProductId: null },
    { Id: 9, Name: 'Anniversaire', Quantity: 0, WishlistProductId: null },
  ],
  DefaultListId: 4,
  Quantity: 1,
  Action: '/api/v1/catalog/wishlist/popup',
  ...over,
});

export const lookup = (inWishlist: boolean, inBirthlist = false) => ({
  Items: [{ ProductVariantId: 101, InWishlist: inWishlist, InBirthlist: inBirthlist }],
});
