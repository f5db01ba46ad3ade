import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetNavigationQuery } from '@api/content';
import { useTranslation } from '@src/i18n/useTranslation';
import { runtimeConfig } from '@src/runtimeConfig';
import { mobileNavToggled, selectMobileNavOpen } from '@store/uiSlice';
import { useAppDispatch, useAppSelector } from '@store/hooks';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';

const MobileNav = lazy(() => import(/* webpackChunkName: "mobile-nav" */ './MobileNav'));

export function Header() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMobileNavOpen);
  const { data } = useGetNavigationQuery(culture);
  // The mobile nav is built on the first toggle, then kept.
  const [built, setBuilt] = useState(false);
  const items = data?.Main ?? [];
  return (
    <header className="site-header">
      <nav className="navbar navbar-expand-lg container" aria-label={t('Layout.MainNavigation')}>
        <Link className="navbar-brand" to={`/${culture}/`}>
          {runtimeConfig().cmsName}
        </Link>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls="mobile-nav"
          aria-expanded={open}
          aria-label={open ? t('Layout.CloseMenu') : t('Layout.OpenMenu')}
          onClick={() => {
            setBuilt(true);
            dispatch(mobileNavToggled());
          }}
        >
          <span className="navbar-toggler-icon" aria-hidden="true" />
        </button>
        <div className="main-nav-wrapper d-none d-lg-flex">
          <MainNav items={items} />
          <LanguageSwitch />
        </div>
      </nav>
      {built && (
        <Suspense fallback={null}>
          <MobileNav items={items} open={open} />
        </Suspense>
      )}
    </header>
  );
}
