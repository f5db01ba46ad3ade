import { expect, test, type Page } from '@playwright/test';
import { postJson, registerByApi } from './accountApi';
import { expectAccessible } from './axe';
import { cartCount, escape, twoProducts } from './checkoutSteps';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/**
 * The wishlist page (issue 16, W13), in French and in Dutch, on a desktop and on a phone: a new
 * customer with two lists (made through the API: create and W4) opens the page (the first list
 * marked), switches list (the address gets ?Id=, Back returns), renames a list inline (the side
 * label follows), changes a quantity (a reload keeps it) and orders the whole list (the cart
 * widget follows). axe on the page.
 */
const words = {
  fr: {
    title: 'Mes listes',
    nav: 'Mes listes',
    editName: 'Modifier le nom',
    name: 'Nom de la liste',
    quantityOf: (name: string) => `Quantité de ${name}`,
    orderAll: 'Tout commander',
  },
  nl: {
    title: 'Mijn lijsten',
    nav: 'Mijn lijsten',
    editName: 'Naam wijzigen',
    name: 'Naam van de lijst',
    quantityOf: (name: string) => `Aantal van ${name}`,
    orderAll: 'Alles bestellen',
  },
};
const runs = ['desktop-fr', 'desktop-nl', 'mobile-fr', 'mobile-nl'];

async function variantOf(page: Page, url: string): Promise<number> {
  const answer = await page.request.get(url, { headers: { accept: 'application/json' } });
  const view = (await answer.json()) as { ProductVariantViewModel: { ProductVariantId: number } };
  return view.ProductVariantViewModel.ProductVariantId;
}

for (const culture of ['fr', 'nl'] as const) {
  test(
    `${culture}: switch lists, rename inline, change a quantity, order all`,
    paired(culture),
    async ({ page, context, baseURL, request }, testInfo) => {
      test.setTimeout(120_000);
      const w = words[culture];
      const key = `${testInfo.project.name.replace(/-shop$/, '')}-${culture}`;
      await acceptCookies(context, baseURL ?? '');
      const [a, b] = await twoProducts(request, culture, runs.indexOf(key));
      await registerByApi(page, culture, {
        email: `wishlist-${key}-${Date.now()}@vitrine.test`,
        password: 'Wishlist-journey-2026!',
      });
      const lists: number[] = [];
      for (const [name, product] of [
        ['Cuisine', a],
        ['Bureau', b],
      ] as const) {
        const list = await postJson<{ Id: number }>(page, 'api/v1/catalog/wishlist/create', {
          Name: name,
          Kind: 'wishlist',
          culture,
        });
        lists.push(list.Id);
        await postJson(page, 'api/v1/catalog/wishlist/addproductvariant', {
          ProductVariantId: await variantOf(page, product.url),
          WishlistId: list.Id,
          Quantity: 1,
          culture,
        });
      }

      // No Id: the first list is the one marked, its items shown.
      const pageUrl = `${escape(baseURL ?? '')}${culture}/catalog/wishlist/list`;
      await page.goto(`${culture}/catalog/wishlist/list`);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      const nav = page.getByRole('navigation', { name: w.nav });
      await expect(nav.getByRole('link', { name: /Cuisine/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('link', { name: a.name }).first()).toBeVisible();
      await expectAccessible(page);

      // A switch loads the other list's items and pushes ?Id; Back returns to the first.
      await nav.getByRole('link', { name: /Bureau/ }).click();
      await expect(page).toHaveURL(new RegExp(`^${pageUrl}\\?Id=${lists[1]}$`));
      await expect(page.getByRole('link', { name: b.name }).first()).toBeVisible();
      await expect(nav.getByRole('link', { name: /Bureau/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`^${pageUrl}$`));
      await expect(nav.getByRole('link', { name: /Cuisine/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('link', { name: a.name }).first()).toBeVisible();

      // Inline rename: the side label follows.
      await page.getByRole('button', { name: new RegExp(`Cuisine.*${w.editName}`) }).click();
      const field = page.getByLabel(w.name, { exact: true });
      await field.fill('Salle à manger');
      await field.press('Enter');
      await expect(nav.getByRole('link', { name: /Salle à manger/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /Salle à manger/ })).toBeFocused();

      // A quantity typed is sent after the pause and kept over a reload.
      const quantity = page.getByRole('spinbutton', { name: w.quantityOf(a.name) });
      const saved = page.waitForResponse((r) => r.url().includes('/wishlist/updatequantity'));
      await quantity.fill('3');
      expect((await saved).status()).toBe(200);
      await page.reload();
      await expect(page.getByRole('spinbutton', { name: w.quantityOf(a.name) })).toHaveValue('3');
      await expectAccessible(page);

      // Order all: the cart widget counts what went in.
      await page.getByRole('button', { name: w.orderAll }).click();
      await cartCount(page, culture, 3);
      // A phone's page never scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    },
  );
}
