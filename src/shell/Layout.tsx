import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { VerificationBannerSlot } from '@features/account/VerificationBannerSlot';
import { useLinkInterception } from '@features/navigation/useLinkInterception';
import { usePageTransition } from '@features/navigation/usePageTransition';
import { useTranslation } from '@base/i18n/useTranslation';
import { BlockLoader } from './BlockLoader';
import { Footer } from './Footer';
import { Header } from './Header';
import { ModalHost } from './ModalHost';
import { Notices } from './Notices';
import { ROUTE_ANNOUNCER_ID } from './constants';
import { SiteExtras } from './SiteExtras';

export function Layout() {
  const { t, culture } = useTranslation();
  const transition = usePageTransition();
  useLinkInterception();
  useEffect(() => {
    document.documentElement.lang = culture;
  }, [culture]);
  return (
    <>
      <a className="visually-hidden-focusable skip-link no-ajax" href="#main">
        {t('Layout.SkipToContent')}
      </a>
      <Header />
      {/* A logged-in customer's unverified e-mail (its own chunk, only after a login). */}
      <VerificationBannerSlot />
      <main id="main" className={`container site-main ${transition}`.trim()} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <p
        id={ROUTE_ANNOUNCER_ID}
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
      />
      <Notices />
      <ModalHost />
      <BlockLoader />
      <SiteExtras />
    </>
  );
}
