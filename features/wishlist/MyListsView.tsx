import { Link } from 'react-router-dom';
import { useGetWishlistPageQuery } from '@api/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';
import { toRouterPath } from '@base/runtimeConfig';
import type { WishlistKind } from '@rules/wishlist';
import { CreateListForm } from './CreateListForm';

/**
 * The modal when the address names no variant of the page (`?openWishlist=1` on a list that
 * does not show variant 1): the customer's lists of that kind, each a link to its page, and a
 * form to create one.
 */
export function MyListsView({ kind, onNavigate }: { kind: WishlistKind; onNavigate: () => void }) {
  const { t, culture } = useTranslation();
  const { data, isError } = useGetWishlistPageQuery({ culture });
  if (isError) {
    return (
      <p role="alert" className="alert alert-danger">
        {t('Manager.UnknowsErrors')}
      </p>
    );
  }
  const lists = data?.Lists.filter((l) => l.Kind === kind);
  return (
    <>
      <h3 className="h6" id={`wishlist-mine-${kind}`}>
        {t(`WishlistUi.MyLists.${kind}`)}
      </h3>
      {!lists && (
        <p aria-busy="true">
          <span className="visually-hidden">{t('Manager.Loading')}</span>
        </p>
      )}
      {lists && lists.length === 0 && <p className="text-muted">{t('WishlistUi.NoListYet')}</p>}
      {lists && lists.length > 0 && (
        <ul className="wishlist-my-lists" aria-labelledby={`wishlist-mine-${kind}`}>
          {lists.map((l) => (
            <li key={l.Id}>
              <Link to={toRouterPath(l.Url)} onClick={onNavigate}>
                {t(
                  l.ItemsCount === 1 ? 'WishlistUi.ListWithOne' : 'WishlistUi.ListWithCount',
                  l.Name,
                  l.ItemsCount,
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <CreateListForm kind={kind} />
    </>
  );
}
