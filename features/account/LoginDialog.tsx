import { useCallback } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { LoginResponse } from '@api/contract/security';
import { useGetLoginPageQuery } from '@api/security';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { dialogClosed } from '@base/uiSlice';
import { LoginForm } from './LoginForm';
import { useLoginSuccess } from './useLoginSuccess';

/**
 * The inside of the login modal (spec 000 §8 "Error catalogue", class login-modal on the modal itself): the login
 * page (S6) gives the title and the checked return URL; the form logs in, then the page the
 * shopper was on is loaded again.
 */
export default function LoginDialog({ returnUrl }: { returnUrl: string }) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useLoginSuccess();
  const { data } = useGetLoginPageQuery({ culture, returnUrl });
  const onSuccess = useCallback(
    (result: LoginResponse) => {
      dispatch(dialogClosed());
      loggedIn(result);
    },
    [dispatch, loggedIn],
  );
  return (
    <>
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title as="h2" className="h4" id="login-modal-title">
          {data?.Title ?? t('Security.LoginTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{data?.Intro ?? t('Security.LoginRequired')}</p>
        <LoginForm
          idPrefix="login-modal"
          returnUrl={data?.ReturnUrl ?? returnUrl}
          onSuccess={onSuccess}
        />
      </Modal.Body>
    </>
  );
}
