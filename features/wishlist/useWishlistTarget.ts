import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { serverRefusal } from '@api/errors';
import { wishlistApi } from '@api/wishlist';
import { isSignedInHint, rememberSignedIn, toReturnUrl } from '@features/account';
import { useAppDispatch } from '@base/hooks';
import { useCulture } from '@base/i18n/useTranslation';
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
 * Without the browser's sign-in hint the server decides: the hint can be missing while the
 * session is valid (storage cleared, a login through another path), so the modal's own call
 * (C11) is asked first; a 401 asks to log in, an answer opens the modal and restores the hint.
 */
export function useWishlistTarget() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const culture = useCulture();
  const [target, setTarget] = useState<WishlistTarget | null>(null);
  const open = useCallback(
    async (kind: WishlistKind, variantId: number, url?: string) => {
      if (!isSignedInHint()) {
        const probe = dispatch(
          wishlistApi.endpoints.getWishlistPopup.initiate({
            culture,
            ProductVariantId: variantId,
            Kind: kind,
            ...(url === undefined ? {} : { url }),
          }),
        );
        const answer = await probe;
        probe.unsubscribe();
        if (serverRefusal(answer.error).status === 401) {
          const returnUrl = withOpenParam(toReturnUrl(location), kind, variantId);
          dispatch(loginRequired({ returnUrl }));
          return;
        }
        if (answer.data) rememberSignedIn();
      }
      setTarget({ kind, variantId });
    },
    [dispatch, location, culture],
  );
  const close = useCallback(() => setTarget(null), []);
  return { target, open, close, setTarget };
}
