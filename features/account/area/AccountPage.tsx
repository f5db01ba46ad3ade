import { Link } from 'react-router-dom';
import { ACCOUNT_PATH } from '@rules/account';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { forgetSignedIn } from '../sessionHint';
import { availableAccountLinks } from './accountLinks';
import { AccountShell } from './AccountShell';
import { ACCOUNT_SECTIONS, STAFF_PAGES } from './sections';

/**
 * /{culture}/account, the area's home: a greeting, the sections, the links to pages of other
 * issues that exist (accountLinks.ts), the staff's pages for staff, and logoff.
 */
export function AccountPage() {
  const { t, culture } = useTranslation();
  const links = availableAccountLinks();
  return (
    <AccountShell titleKey="Account.Title" path={ACCOUNT_PATH}>
      {(me) => (
        <>
          <p className="account-greeting">{t('Account.Greeting', me.FirstName)}</p>
          <p>{t('Account.SignedInAs', me.Email)}</p>
          <ul className="account-cards list-unstyled">
            {ACCOUNT_SECTIONS.filter((s) => s.path !== ACCOUNT_PATH).map((section) => (
              <li key={section.path}>
                <Link className="account-card" to={`/${culture}/${section.path}`}>
                  <span className="account-card-title">{t(section.labelKey)}</span>
                  <span className="account-card-text">{t(section.introKey)}</span>
                </Link>
              </li>
            ))}
            {links.map((link) => (
              <li key={link.path}>
                <Link className="account-card" to={`/${culture}/${link.path}`}>
                  <span className="account-card-title">{t(link.labelKey)}</span>
                </Link>
              </li>
            ))}
            {me.Role === 'staff' &&
              STAFF_PAGES.map((page) => (
                <li key={page.path}>
                  <Link className="account-card account-card-staff" to={`/${culture}/${page.path}`}>
                    <span className="account-card-title">{t(page.labelKey)}</span>
                    <span className="account-card-text">{t(page.introKey)}</span>
                  </Link>
                </li>
              ))}
          </ul>
          {/* A logoff link (000 §6: never loaded in place): the link rule POSTs it with the CSRF
              token (features/navigation), the server logs off and sends the browser home; opened
              otherwise (a new tab) it is the log-off page, one button. Following it drops the
              sign-in hint (the verification banner stops asking). */}
          <a
            className="btn btn-outline-secondary"
            href={`${runtimeConfig().appBase}/${culture}/security/logoff`}
            onClick={forgetSignedIn}
          >
            {t('Account.Logoff')}
          </a>
        </>
      )}
    </AccountShell>
  );
}
