import { Suspense, useMemo, type ReactNode } from 'react';
import { useGetWishlistLookupQuery } from '@api/wishlist';
import { lazyChunk } from '@base/site/lazyChunk';
import { WISHLIST_LOOKUP_MAX } from '@rules/wishlist';
import { useSignedInHint } from './signedIn';
import { TileWishlistsContext } from './tileLookup';
import { useWishlistTarget } from './useWishlistTarget';

const WishlistFlow = lazyChunk(
  () => import(/* webpackChunkName: "wishlist-modal" */ './WishlistFlow'),
);

/**
 * Around a page of tiles: ONE W11 call for every tile's variant (not one per tile), asked only
 * for a browser that logged in, and one modal for the page, opened by any tile's heart.
 */
export function WishlistTiles({
  variantIds,
  children,
}: {
  variantIds: readonly number[];
  children: ReactNode;
}) {
  const signedIn = useSignedInHint();
  const ids = useMemo(() => [...new Set(variantIds)].slice(0, WISHLIST_LOOKUP_MAX), [variantIds]);
  const { data } = useGetWishlistLookupQuery(
    { productVariantIds: ids },
    { skip: !signedIn || ids.length === 0 },
  );
  const { target, open, close } = useWishlistTarget();
  const value = useMemo(() => ({ items: data?.Items, open }), [data, open]);
  return (
    <TileWishlistsContext.Provider value={value}>
      {children}
      {target && (
        <Suspense fallback={null}>
          <WishlistFlow target={target} onClose={close} />
        </Suspense>
      )}
    </TileWishlistsContext.Provider>
  );
}
