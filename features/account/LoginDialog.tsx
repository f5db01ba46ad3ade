import { useCallback, useEffect, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router-dom';
import type { LoginAnswer } from '@api/contract/account';
import { useGetLoginPageQuery } from '@api/security';
import { FORGOT_PASSWORD_PATH } from '@rules/account';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { dialogClosed } from '@base/uiSlice';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { TwoFactorStep } from './TwoFactorStep';
import { useLoginSuccess } from './useLoginSuccess';
import './account.scss';

/** What the modal shows: the password form, the register form, or the two-factor step. */
type View = 'login' | 'register' | 'twoFactor';
const TITLES: Record<View, string> = {
  login: 'Security.LoginTitle',
  register: 'Register.Title',
  twoFactor: 'TwoFactorStep.Title',
};

/**
 * The inside of the login modal (spec 000 §8 "Error catalogue", class login-modal on the modal
 * itself): the login page (S6) gives the title and the checked return URL. The modal switches
 * between the password form, the register form ("create an account": a visitor sent here by a
 * 401 registers, is told to follow the mailed link, and that link's login lands back on the
 * page) and the two-factor step, all with the same return
 * URL; once logged in, the page the shopper was on is loaded again.
 */
export default function LoginDialog({ returnUrl }: { returnUrl: string }) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useLoginSuccess();
  const [view, setView] = useState<View>('login');
  const { data } = useGetLoginPageQuery({ culture, returnUrl });
  const close = useCallback(() => dispatch(dialogClosed()), [dispatch]);
  const done = useCallback(
    (result: LoginAnswer) => {
      close();
      loggedIn(result);
    },
    [close, loggedIn],
  );
  const afterPassword = useCallback(
    (result: LoginAnswer) => (result.TwoFactorRequired ? setView('twoFactor') : done(result)),
    [done],
  );
  // A view that replaces another puts the focus in its first field (the button is gone).
  const body = useRef<HTMLDivElement>(null);
  const shown = useRef<View>(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    if (view !== 'twoFactor') body.current?.querySelector<HTMLElement>('input')?.focus();
  }, [view]);
  const target = data?.ReturnUrl ?? returnUrl;
  const title = view === 'login' ? (data?.Title ?? t(TITLES.login)) : t(TITLES[view]);
  return (
    <>
      <Modal.Header closeButton closeLabel={t('Manager.Close')}>
        <Modal.Title as="h2" className="h4" id="login-modal-title">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body ref={body}>
        {view === 'login' && (
          <>
            <p>{data?.Intro ?? t('Security.LoginRequired')}</p>
            <LoginForm idPrefix="login-modal" returnUrl={target} onSuccess={afterPassword} />
            <p className="mt-3 mb-2">
              <Link to={`/${culture}/${FORGOT_PASSWORD_PATH}`} onClick={close}>
                {t('Register.Forgot')}
              </Link>
            </p>
            <p className="mb-0">
              {t('Register.NoAccount')}{' '}
              <button
                type="button"
                className="btn btn-link p-0 align-baseline"
                onClick={() => setView('register')}
              >
                {t('Register.CreateAccount')}
              </button>
            </p>
          </>
        )}
        {view === 'register' && (
          <>
            <RegisterForm idPrefix="register-modal" returnUrl={target} />
            <p className="mt-3 mb-0">
              {t('Register.HaveAccount')}{' '}
              <button
                type="button"
                className="btn btn-link p-0 align-baseline"
                onClick={() => setView('login')}
              >
                {t('Register.LogIn')}
              </button>
            </p>
          </>
        )}
        {view === 'twoFactor' && (
          <TwoFactorStep
            idPrefix="twofactor-modal"
            returnUrl={target}
            onSuccess={done}
            restart={
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => setView('login')}
              >
                {t('TwoFactorStep.LogInAgain')}
              </button>
            }
          />
        )}
      </Modal.Body>
    </>
  );
}
