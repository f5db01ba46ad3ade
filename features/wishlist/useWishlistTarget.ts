import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isSignedInHint, toReturnUrl } from '@features/account';
import { useAppDispatch } from '@base/hooks';
import { loginRequired } from '@base/uiSlice';
import type { WishlistKind } from '@rules/wishlist';
import { withOpenParam } from './openParams';

/** What the modal is open for: a variant to add, or (variantId null) the kind's lists. */
export interface WishlistTarget {
  kind: WishlistKind;
  variantId: number | null;
}

/**
 * The modal's open state for one set of buttons. A visitor is asked to log in first, with a way
 * back that names the variant (openWishlist=<id>), so the modal opens by itself after the login.
 */
export function useWishlistTarget() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [target, setTarget] = useState<WishlistTarget | null>(null);
  const open = useCallback(
    (kind: WishlistKind, variantId: number) => {
      if (isSignedInHint()) return setTarget({ kind, variantId });
      dispatch(loginRequired({ returnUrl: withOpenParam(toReturnUrl(location), kind, variantId) }));
      return undefined;
    },
    [dispatch, location],
  );
  const close = useCallback(() => setTarget(null), []);
  return { target, open, close, setTarget };
}
