import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@base/i18n/useTranslation';

interface Props {
  messageKey: string;
  onCancel: () => void;
  onForce: () => void;
}

/** 001 §4 "States and transitions": a currency change the server warns about is confirmed (force) or cancelled. */
export function CurrencyWarningModal({ messageKey, onCancel, onForce }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      show
      onHide={onCancel}
      centered
      className="modal-currency-warning"
      aria-labelledby="currency-warning-title"
    >
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title id="currency-warning-title">{t('Currency.WarningTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{t(messageKey)}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('Manager.Cancel')}
        </Button>
        <Button variant="primary" onClick={onForce}>
          {t('Currency.Force')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
