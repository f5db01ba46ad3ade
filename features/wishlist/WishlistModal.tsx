import Modal from 'react-bootstrap/Modal';
import type { WishlistPopupAnswer } from '@api/contract/wishlist';
import { useTranslation } from '@base/i18n/useTranslation';
import { AddToListView } from './AddToListView';
import { MyListsView } from './MyListsView';
import type { WishlistTarget } from './useWishlistTarget';

interface Props {
  show: boolean;
  target: WishlistTarget;
  url?: string | undefined;
  onClose: () => void;
  onAdded: (answer: WishlistPopupAnswer) => void;
}

const TITLES = { wishlist: 'WishlistUi.WishlistTitle', birthlist: 'WishlistUi.BirthlistTitle' };

/** The add-to-wishlist modal (001 §2, C11), or the kind's lists when no variant is named. */
export function WishlistModal({ show, target, url, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const titleId = `wishlist-modal-title-${target.kind}`;
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id={titleId}>{t(TITLES[target.kind])}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {target.variantId === null ? (
          <MyListsView kind={target.kind} onNavigate={onClose} />
        ) : (
          <AddToListView
            kind={target.kind}
            variantId={target.variantId}
            url={url}
            onAdded={onAdded}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
