import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@base/i18n/useTranslation';

/**
 * The widget's own error dialog (000 §8): the server's text for a refused file ("Upload
 * validation failure") and the "minimum size" text with the dimensions. The app's error dialog
 * shows string keys only; these texts are sentences already.
 */
export function MessageDialog({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show onHide={onClose} className="modal-error-action" centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id={titleId}>{t('Core.Error')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{text}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          {t('Manager.Close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
