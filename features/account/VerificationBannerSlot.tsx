import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyChunk } from '@base/site/lazyChunk';
import { isSignedInHint } from './sessionHint';

const VerificationBanner = lazyChunk(
  () => import(/* webpackChunkName: "verification-banner" */ './VerificationBanner'),
);

/**
 * Where the verification banner goes (under the header, every page). Kept tiny: in the main
 * chunk it only reads the sign-in hint; the banner's chunk and its account call come only for a
 * browser that logged in, so a visitor's page asks nothing more.
 */
export function VerificationBannerSlot() {
  // Read again after each navigation: a login or a registration has just happened in place.
  useLocation();
  if (!isSignedInHint()) return null;
  return (
    <Suspense fallback={null}>
      <VerificationBanner />
    </Suspense>
  );
}
