/** What the product and catalog pages use of the wishlist: buttons, tiles' hearts, auto-open. */
export { WishlistButtons } from './WishlistButtons';
export { WishlistAutoOpen } from './WishlistAutoOpen';
export { WishlistTiles } from './WishlistTiles';
export { WishlistHeart } from './WishlistHeart';
