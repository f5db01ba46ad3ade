import { expect, test } from '@playwright/test';
import { appReady } from './appReady';
import { expectAccessible } from './axe';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/**
 * Issue 20 "currency stops at the cart": the footer's currency change on a list page turns the
 * tiles' prices to dollars in place (no reload), and the product page opened next, its first
 * document included, shows dollars too.
 */
const words = {
  fr: { change: 'Changer de devise', currency: 'Devise' },
  nl: { change: 'Munt wijzigen', currency: 'Munt' },
} as const;

for (const culture of ['fr', 'nl'] as const) {
  test(
    `${culture}: a currency chosen on a list page prices the list and the product page`,
    paired(culture),
    async ({ page, context, baseURL }) => {
      const w = words[culture];
      await acceptCookies(context, baseURL ?? '');
      await page.goto(`${culture}/catalog?sort=price-asc`);
      await appReady(page);
      const amounts = page.locator('.product-card-amount');
      await expect(amounts.first()).toContainText('€');
      await page.evaluate(
        () => ((window as unknown as { notReloaded: boolean }).notReloaded = true),
      );

      await page.getByRole('button', { name: w.change }).click();
      await page.getByRole('combobox', { name: w.currency, exact: true }).selectOption('USD');
      await expect(amounts.first()).toContainText('$');
      await expect(amounts.filter({ hasText: '€' })).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
      ).toBe(true);
      await expectAccessible(page);

      // A first document (a full load) of a product page is in dollars from the server.
      const href = await page
        .locator('.product-card a[href*="/catalog/product/"]')
        .first()
        .getAttribute('href');
      await page.goto(href!);
      await appReady(page);
      await expect(page.locator('.product-price')).toContainText('$');
      await expect(page.locator('.product-price')).not.toContainText('€');
    },
  );
}
