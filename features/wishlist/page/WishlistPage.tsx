import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { WishlistCreated } from '@api/contract/wishlist';
import { serverRefusal } from '@api/errors';
import { useGetWishlistPageQuery } from '@api/wishlist';
import { WISHLIST_PAGE_PATH } from '@rules/wishlist';
import { useAppDispatch } from '@base/hooks';
import { useTranslation } from '@base/i18n/useTranslation';
import { usePageAnnounced } from '@base/site/usePageAnnounced';
import { PagePlaceholder, PageUnavailable } from '@base/ui/PageStatus';
import { noticeShown } from '@base/uiSlice';
import { ListArea } from './ListArea';
import { NewListModal } from './NewListModal';
import { SignInPrompt } from './SignInPrompt';
import { WishlistNav } from './WishlistNav';
import './wishlistPage.scss';

/** `?Id=` as the page reads it: a list id, or null for something that cannot be one. */
export function requestedListId(raw: string | null): number | null | undefined {
  if (raw === null) return undefined;
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= 2147483647 ? id : null;
}

/**
 * /{culture}/catalog/wishlist/list (W13): the customer's lists beside the items of one. The lists
 * are read once per culture; `?Id=` only chooses which one shows (the first without it), so a
 * switch loads the items alone.
 */
export function WishlistPage() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const title = t('WishlistPage.Title');
  const [params] = useSearchParams();
  // A list switch is a navigation (?Id=, pageLeave raised): the page is announced again.
  const search = params.toString();
  usePageAnnounced(title, `${WISHLIST_PAGE_PATH}${search ? `?${search}` : ''}`);
  const page = useGetWishlistPageQuery({ culture });
  const [creating, setCreating] = useState(false);

  const created = (list: WishlistCreated) => {
    setCreating(false);
    dispatch(
      noticeShown({
        level: 'success',
        messageKey: 'WishlistPage.ServerMessage',
        args: [list.Message],
      }),
    );
    void navigate({ search: `?Id=${list.Id}` });
  };

  let body;
  if (serverRefusal(page.error).status === 401) body = <SignInPrompt />;
  else if (page.error) body = <PageUnavailable onRetry={() => void page.refetch()} />;
  else if (!page.data) body = <PagePlaceholder />;
  else if (page.data.Lists.length === 0) body = <p>{t('WishlistPage.NoLists')}</p>;
  else {
    const requested = requestedListId(params.get('Id'));
    const selectedId = requested === undefined ? page.data.SelectedId : requested;
    const known = page.data.Lists.some((l) => l.Id === selectedId);
    body = (
      <div className="wishlist-layout">
        <WishlistNav lists={page.data.Lists} selectedId={known ? selectedId : null} />
        <section className="wishlist-list" aria-label={t('WishlistPage.Items')}>
          {known && selectedId !== null ? (
            <ListArea listId={selectedId} />
          ) : (
            <p role="alert">{t('WishlistPage.ListNotFound')}</p>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="wishlist-page">
      <div className="wishlist-page-title">
        <h1>{title}</h1>
        {page.data && (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => setCreating(true)}
          >
            {t('WishlistPage.NewList')}
          </button>
        )}
      </div>
      {body}
      {creating && <NewListModal onClose={() => setCreating(false)} onCreated={created} />}
    </div>
  );
}
