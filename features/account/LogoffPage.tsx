import { csrfToken } from '@api/baseApi';
import { LOGOFF_PATH } from '@rules/account';
import { CSRF_FORM_FIELD } from '@rules/csrf';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { forgetSignedIn } from './sessionHint';
import { useSecurityPage } from './useSecurityPage';
import './account.scss';

/**
 * /{culture}/security/logoff opened by a GET (a link opened in a new tab, a page without its
 * script, another site's image): nothing is ended yet, one button logs off. A plain form that
 * POSTs the CSRF token, the markup of the server's first document (logoffPage.ts).
 */
export function LogoffPage() {
  const { t, culture } = useTranslation();
  const title = t('Security.LogoffTitle');
  useSecurityPage(title, LOGOFF_PATH);
  return (
    <section className="logoff-page security-page">
      <h1>{title}</h1>
      <p>{t('Security.LogoffQuestion')}</p>
      <form
        method="post"
        action={`${runtimeConfig().appBase}/${culture}/${LOGOFF_PATH}`}
        onSubmit={() => forgetSignedIn()}
      >
        <input type="hidden" name={CSRF_FORM_FIELD} value={csrfToken() ?? ''} />
        <button type="submit" className="btn btn-primary">
          {t('Account.Logoff')}
        </button>
      </form>
    </section>
  );
}
