import { Link } from 'react-router-dom';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from '@rules/account';
import { useTranslation } from '@base/i18n/useTranslation';

/** Under the login page's form: forgot password, and register with the same return URL. */
export function LoginLinks({ returnUrl }: { returnUrl: string }) {
  const { t, culture } = useTranslation();
  const back = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
  return (
    <>
      <p className="mt-3 mb-2">
        <Link to={`/${culture}/${FORGOT_PASSWORD_PATH}`}>{t('Register.Forgot')}</Link>
      </p>
      <p>
        {t('Register.NoAccount')}{' '}
        <Link to={`/${culture}/${REGISTER_PATH}${back}`}>{t('Register.CreateAccount')}</Link>
      </p>
    </>
  );
}
