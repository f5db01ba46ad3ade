import { CookieConsent } from '@features/consent/CookieConsent';
import { SiteBehaviours } from '@base/site/SiteBehaviours';
import { SupportLauncher } from '@features/support/SupportLauncher';

/**
 * Site-wide widgets that are not part of the page layout itself (consent banner, support
 * panel, page behaviours). Each one keeps its weight out of the main chunk.
 */
export function SiteExtras() {
  return (
    <>
      <CookieConsent />
      <SiteBehaviours />
      <SupportLauncher />
    </>
  );
}
