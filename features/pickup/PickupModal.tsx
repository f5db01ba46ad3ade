import Modal from 'react-bootstrap/Modal';
import type { PickupModalQuery } from '@api/contract/pickup';
import { useGetPickupModalQuery } from '@api/pickup';
import { useTranslation } from '@base/i18n/useTranslation';
import { PanelLoading, PanelUnavailable } from './PanelUnavailable';
import { PickupPanel } from './PickupPanel';

interface Props {
  query: PickupModalQuery;
  onClose: () => void;
}

/**
 * M2 in a large modal titled by the view's Title, the 'select pickup point' label (001 §1). A
 * lazy chunk (`pickup-modal`): the cart and the checkout load it on the first click only.
 * react-bootstrap moves the focus into the dialog, keeps it there and gives it back on close.
 */
export default function PickupModal({ query, onClose }: Props) {
  const { t, culture } = useTranslation();
  const { data: view, error, refetch } = useGetPickupModalQuery({ ...query, culture });
  return (
    <Modal
      show
      onHide={onClose}
      size="lg"
      className="pickup-modal"
      aria-labelledby="pickup-modal-title"
    >
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id="pickup-modal-title">
          {view?.Title ?? t('PickupUi.ChoosePickupPoint')}
        </Modal.Title>
      </Modal.Header>
      {view ? (
        <PickupPanel
          view={view}
          onSaved={onClose}
          onCancel={onClose}
          layout={({ body, actions }) => (
            <>
              <Modal.Body>{body}</Modal.Body>
              <Modal.Footer>{actions}</Modal.Footer>
            </>
          )}
        />
      ) : (
        <Modal.Body>
          {error ? (
            <PanelUnavailable error={error} onRetry={() => void refetch()} />
          ) : (
            <PanelLoading />
          )}
        </Modal.Body>
      )}
    </Modal>
  );
}
