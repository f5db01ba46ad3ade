import { useContext } from 'react';
import { useTranslation } from '@base/i18n/useTranslation';
import { HeartIcon } from './HeartIcon';
import { TileWishlistsContext } from './tileLookup';
import './heart.scss';

/**
 * A tile's heart: adds the product's default variant to a wishlist (the same modal as the product
 * page). Over the picture, its place fixed: its state arriving moves nothing. Outside a page of
 * tiles (WishlistTiles) there is no heart.
 */
export function WishlistHeart({
  variantId,
  productName,
}: {
  variantId: number;
  productName: string;
}) {
  const { t } = useTranslation();
  const tiles = useContext(TileWishlistsContext);
  if (!tiles) return null;
  const pressed = !!tiles.items?.find((i) => i.ProductVariantId === variantId)?.InWishlist;
  return (
    <button
      type="button"
      className="wishlist-heart"
      aria-pressed={pressed}
      aria-haspopup="dialog"
      onClick={() => void tiles.open('wishlist', variantId)}
    >
      <HeartIcon filled={pressed} size={18} />
      <span className="visually-hidden">
        {t(pressed ? 'WishlistUi.TileInWishlist' : 'WishlistUi.TileAdd', productName)}
      </span>
    </button>
  );
}
