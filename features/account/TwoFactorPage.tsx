import { Link, useSearchParams } from 'react-router-dom';
import { useGetTwoFactorPendingQuery } from '@api/security';
import { useTranslation } from '@base/i18n/useTranslation';
import { useSecurityPage } from './useSecurityPage';
import { TwoFactorStep } from './TwoFactorStep';
import { useLoginSuccess } from './useLoginSuccess';
import './account.scss';

/**
 * /{culture}/security/twofactorhome?returnUrl=…: the login's second step as a page, where the
 * login page sends a two-factor account. A reload asks the server whether a login is still
 * waiting for its code; without one the page says so, with the way back to the login.
 */
export function TwoFactorPage() {
  const { t, culture } = useTranslation();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl') ?? '';
  const loggedIn = useLoginSuccess();
  const pending = useGetTwoFactorPendingQuery(undefined, { refetchOnMountOrArgChange: true });
  const title = t('TwoFactorStep.Title');
  useSecurityPage(title, 'security/twofactorhome');
  const back = returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : '';
  const logIn = (
    <Link className="btn btn-outline-primary btn-sm" to={`/${culture}/security/login${back}`}>
      {t('TwoFactorStep.LogInAgain')}
    </Link>
  );
  let body;
  if (pending.data?.Pending) {
    body = <TwoFactorStep returnUrl={returnUrl} onSuccess={loggedIn} restart={logIn} />;
  } else if (pending.data || pending.isError) {
    body = (
      <>
        <p>{pending.isError ? t('Manager.UnknowsErrors') : t('TwoFactorStep.NotPending')}</p>
        {logIn}
      </>
    );
  } else {
    body = <p aria-busy="true">{t('Manager.Loading')}</p>;
  }
  return (
    <section className="two-factor-page security-page">
      <h1>{title}</h1>
      {body}
    </section>
  );
}
