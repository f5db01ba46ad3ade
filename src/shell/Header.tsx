import { Suspense, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useGetNavigationQuery } from '@api/content';
import { CartWidget } from '@features/cart/CartWidget';
import { SearchLauncher } from '@features/search/SearchLauncher';
import { WishlistCountSlot } from '@features/wishlist/WishlistCountSlot';
import { lazyChunk } from '@base/site/lazyChunk';
import { useScrolledNav } from '@base/site/useScrolledNav';
import { useTranslation } from '@base/i18n/useTranslation';
import { runtimeConfig } from '@base/runtimeConfig';
import { mobileNavToggled, selectMobileNavBuilt, selectMobileNavOpen } from '@base/uiSlice';
import { useAppDispatch, useAppSelector } from '@base/hooks';
import { AccountLink } from './AccountLink';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';

const MobileNav = lazyChunk(() => import(/* webpackChunkName: "mobile-nav" */ './MobileNav'));

export function Header() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMobileNavOpen);
  const { data } = useGetNavigationQuery(culture);
  // Built on the first toggle, removed on page load or anchor (001 §4 "States and transitions", see uiSlice).
  const built = useAppSelector(selectMobileNavBuilt);
  const header = useRef<HTMLElement>(null);
  useScrolledNav(header);
  const items = data?.Main ?? [];
  return (
    <header ref={header} className="site-header">
      <nav className="navbar navbar-expand-lg container" aria-label={t('Layout.MainNavigation')}>
        <Link className="navbar-brand" to={`/${culture}/`}>
          {runtimeConfig().cmsName}
        </Link>
        <AccountLink />
        <SearchLauncher />
        <WishlistCountSlot />
        <CartWidget />
        <button
          type="button"
          className="navbar-toggler"
          aria-controls="mobile-nav"
          aria-expanded={open}
          aria-label={open ? t('Layout.CloseMenu') : t('Layout.OpenMenu')}
          onClick={() => dispatch(mobileNavToggled())}
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
