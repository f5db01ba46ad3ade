import { expect, test } from '@playwright/test';
import { acceptCookies, countPageLoads } from './consentCookie';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? '');
});

test('a CMS page mounts its product-slider widget, unmounts it on leave and mounts it again on return', async ({
  page,
}) => {
  const loads = countPageLoads(page);
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('widget-product-slider')) chunks.push(r.url());
  });
  await page.goto('/fr/selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Notre sélection' })).toBeVisible();
  // Mounted in React's copy of the page, once (the server's first paint is gone).
  await expect(page.locator('.first-paint')).toHaveCount(0);
  const marker = page.locator('[data-widget="product-slider"]');
  await expect(marker).toHaveCount(1);
  await expect(marker).toHaveAttribute('data-widget-state', 'mounted');
  await expect(marker.getByRole('heading', { level: 2, name: 'Meilleures ventes' })).toBeVisible();
  const tiles = marker.getByRole('heading', { level: 3 });
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeLessThanOrEqual(8);
  await expect(marker.locator('.product-slider')).toHaveCount(1);
  expect(chunks.length).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 42));

  // Away in place: the widget root is gone with its page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'À propos' }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de Vitrine' })).toBeVisible();
  await expect(page.locator('[data-widget]')).toHaveCount(0);

  // And back in place: mounted again, once.
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\/selection$/);
  await expect(marker).toHaveAttribute('data-widget-state', 'mounted');
  await expect(marker.getByRole('heading', { level: 2, name: 'Meilleures ventes' })).toBeVisible();
  await expect(marker.locator('.product-slider')).toHaveCount(1);
  await expect(tiles.first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42),
  ).toBe(true);
  // In-place loads only: the widget's list (JSON), the other page; the way back is cached.
  expect(loads()).toEqual(['/fr/catalog/tag/meilleure-vente', '/fr/about']);
});
