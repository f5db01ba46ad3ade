import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { AccountCustomer } from '@api/contract/account';
import { useGetMeQuery } from '@api/security';
import { ACCOUNT_PATH } from '@rules/account';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppDispatch } from '@base/hooks';
import { loginRequired } from '@base/uiSlice';
import { toReturnUrl } from '../returnUrl';
import { availableAccountLinks } from './accountLinks';
import { ACCOUNT_SECTIONS } from './sections';
import { usePageAnnounced } from '@base/site/usePageAnnounced';
import './area.scss';

interface Props {
  /** String-resource key of the page's heading and title. */
  titleKey: string;
  /** Below /{culture}/: the nav marks it, the page-loaded broadcast carries it. */
  path: string;
  /** The page itself, once the customer is known. */
  children: (customer: AccountCustomer) => ReactNode;
}

/**
 * The frame of every account page: the area's nav, the heading, and the customer (getMe).
 * Without a session the 401 of getMe has already opened the login modal with this page as its
 * return URL (000 §8); the page says why and offers to open it again.
 */
export function AccountShell({ titleKey, path, children }: Props) {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const title = t(titleKey);
  usePageAnnounced(title, path);
  const { data, error, isLoading, refetch } = useGetMeQuery();

  let body: ReactNode;
  if (data) body = children(data);
  else if (error && 'status' in error && error.status === 401) {
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
    body = (
      <>
        <p>{t('Manager.UnknowsErrors')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void refetch()}>
          {t('Navigation.TryAgain')}
        </button>
      </>
    );
  } else if (isLoading) body = <p aria-busy="true">{t('Manager.Loading')}</p>;

  // The area's own sections, then the pages other issues built (orders, prepaid, wishlists).
  const navItems = [...ACCOUNT_SECTIONS, ...availableAccountLinks()];
  return (
    <div className="account-area">
      {data && (
        <nav className="account-nav" aria-label={t('AccountArea.Nav')}>
          <ul className="nav nav-pills">
            {navItems.map((section) => {
              const here = section.path === path;
              // A page below a section (the 2FA setup below security) marks its section.
              const within =
                !here && section.path !== ACCOUNT_PATH && path.startsWith(`${section.path}/`);
              return (
                <li className="nav-item" key={section.path}>
                  <Link
                    className={`nav-link${here || within ? ' active' : ''}`}
                    aria-current={here ? 'page' : within ? 'location' : undefined}
                    to={`/${culture}/${section.path}`}
                  >
                    {t(section.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      <section className="account-page" aria-labelledby="account-page-title">
        <h1 id="account-page-title">{title}</h1>
        {body}
      </section>
    </div>
  );
}
