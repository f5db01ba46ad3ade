import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetLoginPageQuery } from '@api/security';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { pageLoaded } from '@base/events';
import { useAppDispatch } from '@base/hooks';
import { LoginForm } from './LoginForm';
import { useLoginSuccess } from './useLoginSuccess';

/** The login page as a page (/{culture}/security/login?returnUrl=…), for a first load or a link. */
export function LoginPage() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl') ?? '';
  const { data } = useGetLoginPageQuery({ culture, returnUrl });
  const loggedIn = useLoginSuccess();
  const title = data?.Title ?? t('Security.LoginTitle');
  useEffect(() => {
    document.title = `${title} | ${runtimeConfig().cmsName}`;
    dispatch(pageLoaded({ path: 'security/login', bodyClass: 'inner' }));
  }, [dispatch, title]);
  return (
    <section className="login-page">
      <h1>{title}</h1>
      <LoginForm returnUrl={data?.ReturnUrl ?? returnUrl} onSuccess={loggedIn} />
    </section>
  );
}
