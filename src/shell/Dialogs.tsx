import { lazy, Suspense } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { AddedToCartDialog } from '@features/cart/AddedToCartDialog';
import { LinkModal } from '@features/navigation/LinkModal';
import { useTranslation } from '@base/i18n/useTranslation';
import { confirmAnswered, dialogClosed, type Dialog } from '@base/uiSlice';
import { useAppDispatch } from '@base/hooks';

// The login form (formik, yup) loads only when a 401 asks for it.
const LoginDialog = lazy(
  () => import(/* webpackChunkName: "login-dialog" */ '@features/account/LoginDialog'),
);

/** react-bootstrap modals; a lazy chunk, fetched the first time a dialog opens. */
export default function Dialogs({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(dialogClosed());

  if (dialog.kind === 'link') return <LinkModal dialog={dialog} />;
  if (dialog.kind === 'addedToCart') return <AddedToCartDialog />;

  if (dialog.kind === 'confirm') {
    const answer = (confirmed: boolean) => dispatch(confirmAnswered({ id: dialog.id, confirmed }));
    return (
      <Modal show onHide={() => answer(false)} className="modal-confirm-action" centered>
        <Modal.Header closeButton closeLabel={t('Manager.Close')}>
          <Modal.Title>{t(dialog.titleKey ?? 'Manager.Confirm')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{dialog.message ?? t(dialog.messageKey)}</Modal.Body>
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
      <Modal
        show
        onHide={close}
        className="login-modal"
        centered
        aria-labelledby="login-modal-title"
      >
        <Suspense
          fallback={
            <Modal.Body aria-busy="true">
              <span className="visually-hidden">{t('Manager.Loading')}</span>
            </Modal.Body>
          }
        >
          <LoginDialog returnUrl={dialog.returnUrl} />
        </Suspense>
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
        <Button variant={dialog.reload ? 'outline-secondary' : 'primary'} onClick={close}>
          {t('Manager.Close')}
        </Button>
        {dialog.reload && (
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('Manager.Reload')}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
