import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from '@src/i18n/useTranslation';
import { pageLeave } from '@store/events';
import { useAppDispatch } from '@store/hooks';
import { BlockLoader } from './BlockLoader';
import { Footer } from './Footer';
import { Header } from './Header';
import { ModalHost } from './ModalHost';
import { Notices } from './Notices';
import { SiteExtras } from './SiteExtras';

export function Layout() {
  const { t, culture } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const previous = useRef(location.pathname);
  useEffect(() => {
    if (previous.current !== location.pathname) {
      dispatch(pageLeave({ from: previous.current, to: location.pathname }));
      previous.current = location.pathname;
      window.scrollTo({ top: 0 });
    }
  }, [dispatch, location.pathname]);
  useEffect(() => {
    document.documentElement.lang = culture;
  }, [culture]);
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        {t('Layout.SkipToContent')}
      </a>
      <Header />
      <main id="main" className="container site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Notices />
      <ModalHost />
      <BlockLoader />
      <SiteExtras />
    </>
  );
}
