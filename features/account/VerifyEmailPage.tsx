import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '@api/errors';
import { useGetSessionCustomerQuery, useVerifyEmailMutation } from '@api/security';
import { TOKEN_PATTERN } from '@rules/account';
import { useTranslation } from '@base/i18n/useTranslation';
import { useSecurityPage } from './useSecurityPage';
import { ResendVerification } from './ResendVerification';
import { useLoginSuccess } from './useLoginSuccess';
import './account.scss';

const TOKEN = new RegExp(TOKEN_PATTERN);

/**
 * /{culture}/security/verifyemail?token=… (A3): the verification link. The token is posted once
 * on load; success refreshes the customer (the Account tag: the banner goes). A used, expired or
 * unknown link shows the server's sentence, and "send the link again" when logged in. A
 * registration's link (A3: register only mails it) made the account and logged in: the answer
 * says where to go (the register form's returnUrl, checked by the server), reached like after
 * a login.
 */
export function VerifyEmailPage() {
  const { t, culture } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const [verify, outcome] = useVerifyEmailMutation();
  const me = useGetSessionCustomerQuery();
  const title = t('VerifyEmail.Title');
  useSecurityPage(title, 'security/verifyemail');
  const posted = useRef<string>(undefined);
  useEffect(() => {
    // Once per token, also when React runs effects twice (StrictMode).
    if (!valid || posted.current === token) return;
    posted.current = token;
    void verify({ Token: token });
  }, [valid, token, verify]);
  const loggedIn = useLoginSuccess();
  const goTo = outcome.data?.ReturnUrl;
  useEffect(() => {
    if (goTo) loggedIn({ ReturnUrl: goTo });
  }, [goTo, loggedIn]);

  const canResend = me.data && !me.data.EmailVerified;
  const again = canResend ? (
    <ResendVerification />
  ) : me.isError ? (
    <p className="mb-0">
      <Link to={`/${culture}/security/login`}>{t('VerifyEmail.LogInToResend')}</Link>
    </p>
  ) : null;
  let body;
  if (!valid) {
    body = (
      <div className="alert alert-warning" role="alert">
        <p>{t('VerifyEmail.NoToken')}</p>
        {again}
      </div>
    );
  } else if (outcome.data) {
    body = (
      <>
        <div className="alert alert-success" role="status">
          {outcome.data.message}
        </div>
        <Link className="btn btn-primary" to={`/${culture}/`}>
          {t('VerifyEmail.Continue')}
        </Link>
      </>
    );
  } else if (outcome.isError) {
    body = (
      <div className="alert alert-danger" role="alert">
        <p>{serverMessage(outcome.error) ?? t('Manager.UnknowsErrors')}</p>
        {again}
      </div>
    );
  } else {
    body = <p aria-busy="true">{t('VerifyEmail.Checking')}</p>;
  }
  return (
    <section className="verify-email-page security-page">
      <h1>{title}</h1>
      {body}
    </section>
  );
}
