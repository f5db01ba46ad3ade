import { useEffect } from 'react';
import type { SharedWishlist } from '@api/contract/wishlist';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { GiftTile } from './GiftTile';
import './shared.scss';

/**
 * A list shared by link (ours, issue 16), as anyone with the link sees it: what is still wanted,
 * and for each item a gift the guest puts in their own cart (counted once their order is paid).
 */
export function SharedWishlistPage({ list, token }: { list: SharedWishlist; token: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const title = t('WishlistGifts.Title', list.OwnerName);
  useEffect(() => {
    document.title = `${list.Name} – ${title} | ${runtimeConfig().cmsName}`;
    // The token stays out of the analytics path: it is what opens the list.
    dispatch(pageLoaded({ path: 'catalog/wishlist/shared', bodyClass: 'inner' }));
  }, [dispatch, list.Name, title]);
  return (
    <section className="shared-wishlist" aria-labelledby="shared-wishlist-title">
      <header className="mb-4">
        <p className="text-muted mb-1">{title}</p>
        <h1 id="shared-wishlist-title">{list.Name}</h1>
        {list.Description && <p className="shared-wishlist-description">{list.Description}</p>}
        <p className="small">
          {list.IsOwner ? t('WishlistGifts.OwnList') : t('WishlistGifts.Intro')}
        </p>
      </header>
      {list.Items.length === 0 ? (
        <p>{t('WishlistGifts.Empty')}</p>
      ) : (
        <ul className="shared-wishlist-items list-unstyled row g-3">
          {list.Items.map((item) => (
            <li key={item.Id} className="col-sm-6 col-lg-4">
              <GiftTile item={item} token={token} ownerName={list.OwnerName} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
