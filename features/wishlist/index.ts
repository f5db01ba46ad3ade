/** What the product and catalog pages use of the wishlist: the buttons and the auto-open. */
export { WishlistButtons } from './WishlistButtons';
export { WishlistAutoOpen } from './WishlistAutoOpen';
