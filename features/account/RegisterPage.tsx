import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@base/i18n/useTranslation';
import { useSecurityPage } from './useSecurityPage';
import { RegisterForm } from './RegisterForm';
import './account.scss';

/**
 * /{culture}/security/register?returnUrl=…: the register form as a page (A3); returnUrl is where
 * the mailed link's login lands.
 */
export function RegisterPage() {
  const { t, culture } = useTranslation();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl') ?? '';
  const title = t('Register.Title');
  useSecurityPage(title, 'security/register');
  const back = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
  return (
    <section className="register-page security-page">
      <h1>{title}</h1>
      <p>{t('Register.Intro')}</p>
      <RegisterForm returnUrl={returnUrl} />
      <p className="mt-3">
        {t('Register.HaveAccount')}{' '}
        <Link to={`/${culture}/security/login${back}`}>{t('Register.LogIn')}</Link>
      </p>
    </section>
  );
}
