import { Suspense } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import { useSignedInHint } from './signedIn';
import './countSlot.scss';

const WishlistCountLink = lazyChunk(
  () => import(/* webpackChunkName: "wishlist-count" */ './WishlistCountLink'),
);

/**
 * The header's place for the wishlist count (W8). Kept tiny for the main chunk: it reads the
 * sign-in hint, keeps the icon's room from the first paint (nothing moves when the chunk comes)
 * and loads the link and its call after the first render, for a browser that logged in only.
 */
export function WishlistCountSlot() {
  if (!useSignedInHint()) return null;
  return (
    <span className="wishlist-count-slot me-2 me-lg-0 order-lg-last">
      <Suspense fallback={null}>
        <WishlistCountLink />
      </Suspense>
    </span>
  );
}
