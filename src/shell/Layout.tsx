import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { VerificationBannerSlot } from '@features/account/VerificationBannerSlot';
import { CONSENT_BANNER_ID, selectNeedsPrompt } from '@features/consent';
import { useLinkInterception } from '@features/navigation/useLinkInterception';
import { usePageTransition } from '@features/navigation/usePageTransition';
import { useTranslation } from '@base/i18n/useTranslation';
import { useAppSelector } from '@base/hooks';
import { installModalFocusTrap } from '@base/ui/modalFocusTrap';
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
  const needsPrompt = useAppSelector(selectNeedsPrompt);
  useLinkInterception();
  useEffect(() => {
    document.documentElement.lang = culture;
  }, [culture]);
  // Tab cycles inside whichever modal is open (react-bootstrap's own guard lets it out).
  useEffect(() => installModalFocusTrap(), []);
  return (
    <>
      <a className="visually-hidden-focusable skip-link no-ajax" href="#main">
        {t('Layout.SkipToContent')}
      </a>
      {/* The consent prompt comes last in the page flow (it sticks to the bottom): one Tab
          away for a keyboard user all the same, while it asks. */}
      {needsPrompt && (
        <a className="visually-hidden-focusable skip-link no-ajax" href={`#${CONSENT_BANNER_ID}`}>
          {t('Layout.SkipToConsent')}
        </a>
      )}
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
