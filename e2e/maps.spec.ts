import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies, declineMarketing } from './consentCookie';
import { cutMapsOff, mapCalls, serveMapsStandIn } from './support/mapsStandIn';
import { paired } from './cultures';

/**
 * The seeded shops page's map widget (issue 17), with the Maps JS API answered by the local
 * stand-in (e2e/support/googleMapsStandIn.js), refused without marketing consent, and offline.
 */
const words = {
  fr: {
    title: 'Nos boutiques',
    map: 'Carte de nos boutiques',
    shops: [
      'Vitrine Bruxelles – rue Neuve',
      'Vitrine Anvers – Meir',
      'Vitrine Gand – Veldstraat',
    ] as const,
    ghentLine: 'Veldstraat 52, 9000 Gand',
    close: 'Fermer',
    needsConsent: /Autorisez les cookies marketing pour l’afficher/,
    manage: 'Gérer les cookies',
    preferences: 'Préférences de cookies',
    acceptAll: 'Tout accepter',
    offline: /La carte n’a pas pu être chargée/,
  },
  nl: {
    title: 'Onze winkels',
    map: 'Kaart van onze winkels',
    shops: [
      'Vitrine Brussel – Nieuwstraat',
      'Vitrine Antwerpen – Meir',
      'Vitrine Gent – Veldstraat',
    ] as const,
    ghentLine: 'Veldstraat 52, 9000 Gent',
    close: 'Sluiten',
    needsConsent: /Sta marketingcookies toe om ze te tonen/,
    manage: 'Cookies beheren',
    preferences: 'Cookievoorkeuren',
    acceptAll: 'Alles aanvaarden',
    offline: /De kaart kon niet worden geladen/,
  },
};

const mapOf = (page: Page, name: string) => page.getByRole('region', { name });

for (const culture of ['fr', 'nl'] as const) {
  const w = words[culture];

  test(
    `${culture}: the shops map shows the three shops fitted, zoom 13, ROADMAP; a marker opens its popup`,
    paired(culture),
    async ({ page, context, baseURL }) => {
      await acceptCookies(context, baseURL ?? '');
      const asked = await serveMapsStandIn(page);
      await page.goto(`${culture}/shops`);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      const map = mapOf(page, w.map);
      // Every shop is a marker inside the visible bounds (the stand-in hides the others).
      for (const shop of w.shops) {
        await expect(map.getByRole('button', { name: shop, exact: true })).toBeVisible();
      }

      // The script was asked once, with M5's key, the page's language and Belgium as region.
      expect(asked()).toHaveLength(1);
      const script = new URL(asked()[0]!);
      expect(script.searchParams.get('key')).toBe('e2e-maps-key');
      expect(script.searchParams.get('language')).toBe(culture);
      expect(script.searchParams.get('region')).toBe('BE');
      const calls = await mapCalls(page);
      expect(calls).toContainEqual({ on: 'map', call: 'setZoom', value: 13 });
      expect(calls).toContainEqual({ on: 'map', call: 'setMapTypeId', value: 'roadmap' });
      const fitted = calls.find((c) => c.call === 'fitBounds');
      // Around Ghent (west), Antwerp (north) and Brussels (south).
      expect(fitted?.value).toEqual({ south: 50.8512, west: 3.7224, north: 51.2186, east: 4.4086 });

      // A marker opens its popup with the shop's content, and stands out (the larger dot).
      const ghent = map.getByRole('button', { name: w.shops[2], exact: true });
      const dotSize = (name: string) =>
        map
          // The popup's auto-pan may move another marker out of view (hidden): still asked.
          .getByRole('button', { name, exact: true, includeHidden: true })
          .locator('img')
          .getAttribute('width');
      expect(await dotSize(w.shops[2])).toBe('18');
      await ghent.click();
      const popup = map.getByRole('dialog', { name: w.shops[2] });
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(w.ghentLine);
      await expect(map.getByRole('dialog')).toHaveCount(1);
      expect(await dotSize(w.shops[2])).toBe('28');
      expect(await dotSize(w.shops[0])).toBe('18');
      await expectAccessible(page);
      // Its close button closes it; the marker is back to the plain dot.
      await popup.getByRole('button', { name: w.close }).click();
      await expect(popup).toHaveCount(0);
      await expect(ghent.locator('img')).toHaveAttribute('width', '18');
    },
  );

  test(
    `${culture}: without marketing consent Google is never asked; the map's button opens the cookie preferences, and allowing marketing brings the map`,
    paired(culture),
    async ({ page, context, baseURL }) => {
      await declineMarketing(context, baseURL ?? '');
      const asked = await serveMapsStandIn(page);
      await page.goto(`${culture}/shops`);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      const map = mapOf(page, w.map);
      await expect(map.getByText(w.needsConsent)).toBeVisible();
      await expectAccessible(page);
      expect(asked()).toEqual([]);
      await map.getByRole('button', { name: w.manage }).click();
      const preferences = page.getByRole('dialog', { name: w.preferences });
      await expect(preferences).toBeVisible();
      // Allowing marketing there brings the map in place, without a reload.
      await preferences.getByRole('button', { name: w.acceptAll }).click();
      await expect(map.getByRole('button', { name: w.shops[0], exact: true })).toBeVisible();
      expect(asked()).toHaveLength(1);
    },
  );

  test(
    `${culture}: Google unreachable, the map says it could not be loaded and the page goes on`,
    paired(culture),
    async ({ page, context, baseURL }) => {
      await acceptCookies(context, baseURL ?? '');
      const asked = await cutMapsOff(page);
      await page.goto(`${culture}/shops`);
      const map = mapOf(page, w.map);
      await expect(map.getByText(w.offline)).toBeVisible();
      expect(asked().length).toBeGreaterThan(0);
      // The shops are still listed in the page's own text.
      await expect(page.getByRole('listitem').filter({ hasText: w.ghentLine })).toBeVisible();
      await expectAccessible(page);
    },
  );
}
