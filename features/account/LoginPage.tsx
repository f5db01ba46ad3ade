import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginAnswer } from '@api/contract/account';
import { useGetLoginPageQuery } from '@api/security';
import { TWO_FACTOR_HOME_PATH } from '@rules/account';
import { useTranslation } from '@base/i18n/useTranslation';
import { useSecurityPage } from './useSecurityPage';
import { LoginForm } from './LoginForm';
import { LoginLinks } from './LoginLinks';
import { useLoginSuccess } from './useLoginSuccess';
import './account.scss';

/**
 * The login page as a page (/{culture}/security/login?returnUrl=…), for a first load or a link.
 * When the account has two-factor login, the step has its own page (security/twofactorhome),
 * which a reload keeps.
 */
export function LoginPage() {
  const { t, culture } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl') ?? '';
  const { data } = useGetLoginPageQuery({ culture, returnUrl });
  const loggedIn = useLoginSuccess();
  const title = data?.Title ?? t('Security.LoginTitle');
  useSecurityPage(title, 'security/login');
  const target = data?.ReturnUrl ?? returnUrl;
  const afterPassword = useCallback(
    (result: LoginAnswer) => {
      if (!result.TwoFactorRequired) return loggedIn(result);
      const back = encodeURIComponent(result.ReturnUrl);
      void navigate(`/${culture}/${TWO_FACTOR_HOME_PATH}?returnUrl=${back}`);
    },
    [loggedIn, navigate, culture],
  );
  return (
    <section className="login-page security-page">
      <h1>{title}</h1>
      <LoginForm returnUrl={target} onSuccess={afterPassword} />
      <LoginLinks returnUrl={target} />
    </section>
  );
}
