import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '@src/i18n/useTranslation';
import { confirmAnswered, dialogClosed, type Dialog } from '@store/uiSlice';
import { useAppDispatch } from '@store/hooks';

/** react-bootstrap modals; a lazy chunk, fetched the first time a dialog opens. */
export default function Dialogs({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(dialogClosed());

  if (dialog.kind === 'confirm') {
    const answer = (confirmed: boolean) => dispatch(confirmAnswered({ id: dialog.id, confirmed }));
    return (
      <Modal show onHide={() => answer(false)} className="modal-confirm-action" centered>
        <Modal.Header closeButton closeLabel={t('Manager.Close')}>
          <Modal.Title>{t(dialog.titleKey ?? 'Manager.Confirm')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{t(dialog.messageKey)}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => answer(false)}>
            {t('Manager.Cancel')}
          </Button>
          <Button variant="primary" onClick={() => answer(true)}>
            {t('Manager.Confirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    );
  }

  if (dialog.kind === 'login') {
    return (
      <Modal show onHide={close} className="login-modal" centered>
        <Modal.Header closeButton closeLabel={t('Manager.Close')}>
          <Modal.Title>{t('Security.LoginTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('Security.LoginRequired')}</p>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('Manager.Close')}
          </Button>
        </Modal.Footer>
      </Modal>
    );
  }

  return (
    <Modal show onHide={close} className="modal-error-action" centered>
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title>{t(dialog.titleKey ?? 'Core.Error')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{t(dialog.messageKey)}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={close}>
          {t('Manager.Close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
