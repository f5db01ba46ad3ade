import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';

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
