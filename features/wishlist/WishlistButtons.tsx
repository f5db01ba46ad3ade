import { Suspense, useState } from 'react';
import { useGetWishlistLookupQuery } from '@api/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';
import { lazyChunk } from '@base/site/lazyChunk';
import { WISHLIST_KINDS } from '@rules/wishlist';
import { HeartIcon } from './HeartIcon';
import { popupUrlOf } from './popupUrl';
import { useSignedInHint } from './signedIn';
import { useWishlistTarget } from './useWishlistTarget';
import './wishlist.scss';

const WishlistFlow = lazyChunk(
  () => import(/* webpackChunkName: "wishlist-modal" */ './WishlistFlow'),
);

const LABELS = {
  wishlist: { add: 'WishlistUi.AddToWishlist', inList: 'WishlistUi.InWishlist' },
  birthlist: { add: 'WishlistUi.AddToBirthlist', inList: 'WishlistUi.InBirthlist' },
} as const;

interface Props {
  productVariantId: number;
  /** data-wishlist-popup-url: another modal address (001 §1 "replaceable through a data attribute"). */
  popupUrl?: string;
}

/**
 * The product page's wishlist and birth-list buttons (001 §2). Pressed when one of the
 * customer's lists of that kind holds the variant (W11, asked only for a browser that logged in;
 * a visitor sees them unpressed and is asked to log in on a click).
 */
export function WishlistButtons({ productVariantId, popupUrl }: Props) {
  const { t } = useTranslation();
  const signedIn = useSignedInHint();
  const { data } = useGetWishlistLookupQuery(
    { productVariantIds: [productVariantId] },
    { skip: !signedIn },
  );
  const state = data?.Items.find((i) => i.ProductVariantId === productVariantId);
  const { target, open, close } = useWishlistTarget();
  const [url, setUrl] = useState<string | undefined>();
  return (
    <div className="wishlist-buttons mb-3" data-wishlist-popup-url={popupUrl}>
      {WISHLIST_KINDS.map((kind) => {
        const pressed = kind === 'wishlist' ? !!state?.InWishlist : !!state?.InBirthlist;
        return (
          <button
            key={kind}
            type="button"
            className={`btn btn-outline-secondary wishlist-button wishlist-button-${kind}`}
            aria-pressed={pressed}
            aria-haspopup="dialog"
            onClick={(event) => {
              const replaced = popupUrlOf(event.currentTarget);
              setUrl(replaced);
              void open(kind, productVariantId, replaced);
            }}
          >
            <HeartIcon filled={pressed} />
            {t(pressed ? LABELS[kind].inList : LABELS[kind].add)}
          </button>
        );
      })}
      {target && (
        <Suspense fallback={null}>
          <WishlistFlow target={target} url={url} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
