import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { WishlistDetail } from '@api/contract/wishlist';
import { serverMessage } from '@api/errors';
import { useShareWishlistMutation } from '@api/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';

/** The address to copy: the server answers a path (with the app base), guests need the origin. */
function fullUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/**
 * A birth list's share switch (ours, issue 16): on, the list gets a link anyone can open to see
 * what is still wanted and offer a gift; off, the old link stops working. The link stays shown
 * while on, with a copy button whose outcome is announced (clipboard access may be refused).
 */
export function ShareControl({ list }: { list: WishlistDetail }) {
  const { t, culture } = useTranslation();
  const id = useId();
  const [share, { isLoading }] = useShareWishlistMutation();
  // The answer's link until the list is read again (the mutation invalidates it).
  const [answered, setAnswered] = useState<{ listId: number; url: string | null }>();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string>();
  const url = answered?.listId === list.Id ? answered.url : list.ShareUrl;
  // The switch moves at once; a refusal puts it back.
  const [asked, setAsked] = useState<boolean>();

  const toggle = async (enabled: boolean) => {
    setFailure(undefined);
    setStatus('');
    setAsked(enabled);
    const result = await share({ Id: list.Id, Enabled: enabled, culture });
    if (result.data) setAnswered({ listId: list.Id, url: result.data.ShareUrl });
    else setFailure(serverMessage(result.error) ?? t('Manager.UnknowsErrors'));
    setAsked(undefined);
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(fullUrl(url));
      setStatus(t('WishlistGifts.LinkCopied'));
    } catch {
      setStatus(t('WishlistGifts.CopyFailed'));
    }
  };

  return (
    <section className="wishlist-share mb-3" aria-labelledby={`${id}-title`}>
      <h2 className="h6" id={`${id}-title`}>
        {t('WishlistGifts.ShareTitle')}
      </h2>
      <Form.Check
        type="switch"
        role="switch"
        id={`${id}-switch`}
        label={t('WishlistGifts.ShareSwitch')}
        checked={asked ?? url !== null}
        disabled={isLoading}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      {failure && (
        <p className="text-danger small mb-0" role="alert">
          {failure}
        </p>
      )}
      {url && (
        <>
          <p className="small text-muted mb-2" id={`${id}-hint`}>
            {t('WishlistGifts.ShareHint')}
          </p>
          <div className="input-group">
            <label className="visually-hidden" htmlFor={`${id}-link`}>
              {t('WishlistGifts.ShareLink')}
            </label>
            <input
              id={`${id}-link`}
              className="form-control"
              value={fullUrl(url)}
              readOnly
              aria-describedby={`${id}-hint`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
              {t('WishlistGifts.CopyLink')}
            </button>
          </div>
        </>
      )}
      <p className="small mb-0 mt-1" role="status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
