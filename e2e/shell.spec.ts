import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { appReady } from './appReady';

test.describe('walking skeleton journey', () => {
  test.use({ locale: 'fr-BE' });

  test('/ lands on the culture home, fr → nl, content page, body class changes', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bienvenue chez Vitrine' }),
    ).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/\bhome\b/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectAccessible(page);

    // Language switch: same page, other culture, full reload.
    if (isMobile) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('link', { name: 'Voir le site en néerlandais' }).first().click();
    await expect(page).toHaveURL(/\/nl\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom bij Vitrine' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    // A content page from the main nav: inner body class, active link marked.
    if (isMobile) {
      await page.getByRole('button', { name: 'Menu openen' }).click();
      await expect(page.locator('body')).toHaveClass(/mobile-nav-open/);
    }
    const nav = page.locator(isMobile ? '#mobile-nav' : '.main-nav-wrapper');
    await nav.getByRole('link', { name: 'Over ons' }).click();
    await expect(page).toHaveURL(/\/nl\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Over Vitrine' })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/\binner\b/);
    await expect(page.locator('body')).not.toHaveClass(/\bhome\b/);
    await expect(page.locator('body')).not.toHaveClass(/mobile-nav-open/);
    await expect(page).toHaveTitle('Over ons | Vitrine');
    if (!isMobile) await expect(nav.getByRole('link', { name: 'Over ons' })).toHaveClass(/active/);
    await expectAccessible(page);
  });

  test('the first document is painted before the app script is even requested', async ({
    page,
  }) => {
    await page.goto('/fr/');
    await expect(page.locator('header.site-header nav').first()).toBeVisible();
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const main = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/main\.[^/]*\.js$/.test(entry.name));
      return { paint: paint?.startTime, script: main?.startTime };
    });
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.script).toBeGreaterThan(timing.paint ?? Infinity);
  });

  test('the header lines up with the content, its icons apart (issue 20)', async ({ page }) => {
    await page.goto('/fr/about');
    await appReady(page);
    const brand = (await page.getByRole('link', { name: 'Vitrine', exact: true }).boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(brand.x).toBeGreaterThanOrEqual(12);
    expect(Math.abs(brand.x - heading.x)).toBeLessThanOrEqual(1);
    const header = page.getByRole('banner');
    const icons = [
      header.getByRole('link', { name: 'Mon compte' }),
      header.getByRole('button', { name: 'Ouvrir la recherche' }),
      header.getByRole('button', { name: /^Panier/ }),
    ];
    const boxes = await Promise.all(icons.map(async (icon) => (await icon.boundingBox())!));
    // Left to right, each one clear of the next (with the cart's count badge inside its own).
    const badge = (await header.locator('.cart-widget-count').boundingBox())!;
    boxes.sort((a, b) => a.x - b.x);
    for (let i = 1; i < boxes.length; i += 1) {
      expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
    }
    const search = (await icons[1]!.boundingBox())!;
    expect(badge.x).toBeGreaterThanOrEqual(search.x + search.width);
    const viewport = page.viewportSize()!;
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
    if (await menu.isVisible()) {
      const toggler = (await menu.boundingBox())!;
      expect(toggler.x + toggler.width).toBeLessThanOrEqual(viewport.width - 12 + 1);
    }
  });

  test('an unknown page shows a translated 404 with a way home', async ({ page }) => {
    await page.goto('/nl/bestaat-niet');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
    ).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/\binner\b/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
    await expect(page).toHaveURL(/\/nl\/$/);
  });

  test('the footer reaches the terms page in French', async ({ page }) => {
    await page.goto('/fr/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Conditions générales de vente' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('Dutch-speaking browser', () => {
  test.use({ locale: 'nl-BE' });

  test('/ redirects to the Dutch home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/nl\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom bij Vitrine' })).toBeVisible();
  });
});
