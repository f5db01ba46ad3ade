import { Suspense, useEffect } from 'react';
import { lazyChunk } from '@base/site/lazyChunk';
import { useAppDispatch, useAppSelector } from '@base/hooks';
import { COOKIE_LAW_CLOSE_SELECTOR, COOKIE_SETTINGS_SELECTOR } from './constants';
import { removeFirstPaintBanner } from './firstPaintBanner';
import { consentRestoredFromCookie } from './restore';
import {
  consentPreferencesOpened,
  cookieLawDismissed,
  selectConsentChecked,
  selectNeedsPrompt,
  selectPreferencesOpen,
} from './slice';

// A chunk that fails to load shows the reload dialog instead of breaking the whole layout.
const ConsentUi = lazyChunk(() => import(/* webpackChunkName: "consent" */ './ConsentUi'));

/**
 * Always loaded, so kept tiny: reads the cookie once at boot and fetches the banner/dialog chunk
 * only when there is something to show. Shoppers who already chose never download it.
 */
export function CookieConsent() {
  const dispatch = useAppDispatch();
  const needsPrompt = useAppSelector(selectNeedsPrompt);
  const preferencesOpen = useAppSelector(selectPreferencesOpen);
  const checked = useAppSelector(selectConsentChecked);

  useEffect(() => {
    dispatch(consentRestoredFromCookie());
  }, [dispatch]);

  useEffect(() => {
    // The server showed the prompt, but the cookie it read no longer asks for one.
    if (checked && !needsPrompt) removeFirstPaintBanner();
  }, [checked, needsPrompt]);

  useEffect(() => {
    // Buttons written in CMS HTML (see README), delegated so every loaded page gets them.
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(COOKIE_SETTINGS_SELECTOR)) {
        event.preventDefault();
        dispatch(consentPreferencesOpened());
      } else if (target?.closest(COOKIE_LAW_CLOSE_SELECTOR)) {
        dispatch(cookieLawDismissed());
      }
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [dispatch]);

  if (!needsPrompt && !preferencesOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi />
    </Suspense>
  );
}
