import { Link } from 'react-router-dom';
import type { WishlistSummary } from '@api/contract/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';
import type { WishlistKind } from '@rules/wishlist';

const GROUPS: { kind: WishlistKind; labelKey: string }[] = [
  { kind: 'wishlist', labelKey: 'WishlistPage.Wishlists' },
  { kind: 'birthlist', labelKey: 'WishlistPage.Birthlists' },
];

/**
 * 001 §1 the left navigation of lists, wishlists and birth lists apart: a link per list
 * (?Id=, so Back returns to the previous list), the one shown marked. On a phone it stacks
 * above the items (wishlistPage.scss).
 */
export function WishlistNav({
  lists,
  selectedId,
}: {
  lists: WishlistSummary[];
  selectedId: number | null;
}) {
  const { t, culture } = useTranslation();
  const plural = new Intl.PluralRules(culture);
  return (
    <nav className="wishlist-nav" aria-label={t('WishlistPage.Nav')}>
      {GROUPS.map(({ kind, labelKey }) => {
        const group = lists.filter((l) => l.Kind === kind);
        if (group.length === 0) return null;
        const headingId = `wishlist-nav-${kind}`;
        return (
          <div key={kind} className="wishlist-nav-group">
            <h2 className="h6 text-body-secondary" id={headingId}>
              {t(labelKey)}
            </h2>
            <ul className="nav nav-pills flex-column" aria-labelledby={headingId}>
              {group.map((list) => {
                const here = list.Id === selectedId;
                return (
                  <li className="nav-item" key={list.Id}>
                    <Link
                      className={`nav-link${here ? ' active' : ''}`}
                      aria-current={here ? 'page' : undefined}
                      to={{ search: `?Id=${list.Id}` }}
                    >
                      <span className="wishlist-nav-name">{list.Name}</span>{' '}
                      <span className="wishlist-nav-count">
                        {t(
                          plural.select(list.ItemsCount) === 'one'
                            ? 'WishlistPage.ItemsCountOne'
                            : 'WishlistPage.ItemsCountMany',
                          list.ItemsCount,
                        )}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
