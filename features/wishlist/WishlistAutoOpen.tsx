import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isSignedInHint, toReturnUrl } from '@features/account';
import { useAppDispatch } from '@base/hooks';
import { lazyChunk } from '@base/site/lazyChunk';
import { loginRequired } from '@base/uiSlice';
import { WISHLIST_AUTO_OPEN_DELAY } from './constants';
import { readOpenParam, withoutOpenParams } from './openParams';
import { useWishlistTarget } from './useWishlistTarget';

const WishlistFlow = lazyChunk(
  () => import(/* webpackChunkName: "wishlist-modal" */ './WishlistFlow'),
);

/**
 * 001 "Catalog list query parameters": with openWishlist / openBirthlist in the address, the
 * matching modal opens after WISHLIST_AUTO_OPEN_DELAY: for the named variant when the page shows
 * it, else the kind's lists. The parameter is then taken out of the address (history replace,
 * not a navigation: the page must not load again), so a reload or Back does not reopen it. A
 * visitor is asked to log in first, with this address as the way back.
 */
export function WishlistAutoOpen({ variantIds }: { variantIds: readonly number[] }) {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { target, setTarget, close } = useWishlistTarget();
  const handled = useRef<string | null>(null);
  const request = readOpenParam(location.search);
  const kind = request?.kind;
  const variantId = request?.variantId ?? null;
  const onPage = variantId !== null && variantIds.includes(variantId);
  useEffect(() => {
    if (!kind || handled.current === location.key) return undefined;
    const timer = window.setTimeout(() => {
      handled.current = location.key;
      if (!isSignedInHint()) {
        dispatch(loginRequired({ returnUrl: toReturnUrl(location) }));
        return;
      }
      setTarget({ kind, variantId: onPage ? variantId : null });
      const { pathname, search, hash } = window.location;
      window.history.replaceState(
        window.history.state,
        '',
        withoutOpenParams(`${pathname}${search}${hash}`),
      );
    }, WISHLIST_AUTO_OPEN_DELAY);
    return () => window.clearTimeout(timer);
  }, [dispatch, location, kind, variantId, onPage, setTarget]);
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <WishlistFlow target={target} onClose={close} />
    </Suspense>
  );
}
