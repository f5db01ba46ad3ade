import { createContext } from 'react';
import type { WishlistLookup } from '@api/contract/wishlist';
import type { WishlistKind } from '@rules/wishlist';

/** What the tiles of one page share: W11's answer for all of them, and the page's one modal. */
export interface TileWishlists {
  items: WishlistLookup['Items'] | undefined;
  open: (kind: WishlistKind, variantId: number) => Promise<void>;
}

export const TileWishlistsContext = createContext<TileWishlists | null>(null);
