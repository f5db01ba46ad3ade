import { Link } from 'react-router-dom';
import { useGetWishlistCountQuery } from '@api/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';
import { WISHLIST_PAGE_PATH } from '@rules/wishlist';
import { HeartIcon } from './HeartIcon';

/** W8 in the header: a heart to the wishlist page, the items of every list as its badge. */
export default function WishlistCountLink() {
  const { t, culture } = useTranslation();
  const { data } = useGetWishlistCountQuery();
  const count = data?.Count ?? 0;
  return (
    <Link className="wishlist-count-link nav-link" to={`/${culture}/${WISHLIST_PAGE_PATH}`}>
      <HeartIcon filled={count > 0} size={22} />
      {count > 0 && (
        <span className="wishlist-count-badge header-count" aria-hidden="true">
          {count}
        </span>
      )}
      <span className="visually-hidden">
        {count === 0
          ? t('WishlistUi.HeaderLink')
          : t(count === 1 ? 'WishlistUi.HeaderCountOne' : 'WishlistUi.HeaderCount', count)}
      </span>
    </Link>
  );
}
