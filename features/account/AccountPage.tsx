import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetMeQuery } from '@api/security';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import { loginRequired } from '@base/uiSlice';
import { toReturnUrl } from './returnUrl';

/**
 * The customer's account (minimal until the account issue): a greeting and the logoff link.
 * Without a session the 401 of /me already opened the login modal (error catalogue); the page
 * says why and offers to open it again.
 */
export function AccountPage() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { data, error, isLoading } = useGetMeQuery();
  const title = t('Account.Title');
  useEffect(() => {
    document.title = `${title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path: 'account', bodyClass: 'inner' }));
  }, [dispatch, title]);

  let body;
  if (data) {
    body = (
      <>
        <p className="account-greeting">{t('Account.Greeting', data.FirstName)}</p>
        <p>{t('Account.SignedInAs', data.Email)}</p>
        {/* A plain link: logoff is never loaded in place (spec 000 §6 "Roles and permissions"), the server redirects home. */}
        <a
          className="btn btn-outline-secondary"
          href={`${runtimeConfig().appBase}/${culture}/security/logoff`}
        >
          {t('Account.Logoff')}
        </a>
      </>
    );
  } else if (error && 'status' in error && error.status === 401) {
    body = (
      <>
        <p>{t('Account.PleaseLogIn')}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => dispatch(loginRequired({ returnUrl: toReturnUrl(location) }))}
        >
          {t('Account.LogIn')}
        </button>
      </>
    );
  } else if (error) {
    body = <p>{t('Manager.UnknowsErrors')}</p>;
  } else if (isLoading) {
    body = <p aria-busy="true">{t('Manager.Loading')}</p>;
  }
  return (
    <section className="account-page">
      <h1>{title}</h1>
      {body}
    </section>
  );
}
