import { Link } from 'react-router-dom';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import type { WishlistPopupAnswer } from '@api/contract/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';
import { wishlistPagePath } from '@rules/wishlist';
import { WISHLIST_ADDED_NOTICE_MS } from './constants';

/**
 * The success growl of an add: the server's Message and a link to the list's page. Ours rather
 * than the shell's notices, which hold a text only.
 */
export function AddedToast({
  answer,
  onClose,
}: {
  answer: WishlistPopupAnswer;
  onClose: () => void;
}) {
  const { t, culture } = useTranslation();
  return (
    <ToastContainer position="top-end" className="p-3 wishlist-added" containerPosition="fixed">
      <Toast bg="success" autohide delay={WISHLIST_ADDED_NOTICE_MS} onClose={onClose}>
        <Toast.Header closeLabel={t('Manager.Close')}>
          <strong className="me-auto">{answer.ListName}</strong>
        </Toast.Header>
        <Toast.Body className="text-white" role="status">
          <p className="mb-1">{answer.Message}</p>
          <Link
            className="link-light fw-semibold"
            to={`/${culture}/${wishlistPagePath(answer.WishlistId)}`}
            onClick={onClose}
          >
            {t('WishlistUi.SeeList')}
          </Link>
        </Toast.Body>
      </Toast>
    </ToastContainer>
  );
}
