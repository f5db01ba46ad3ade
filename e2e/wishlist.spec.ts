import { expect, test } from '@playwright/test';
import { registerByApi } from './accountApi';
import { expectAccessible } from './axe';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/**
 * The wishlist buttons and the add modal (issue 16), in French and in Dutch, on a desktop and on
 * a phone: a visitor on a product page asks to add it to a wishlist, logs in in the login modal
 * (a customer registered apart) and is back on the product page with the modal open; the add
 * shows the server's message with a link, presses the button and counts 1 in the header; a
 * second list is made from the modal ("new list"); `?openWishlist=1` on the catalog opens the
 * modal on the customer's lists. axe on every page and modal.
 */
const words = {
  fr: {
    add: 'Ajouter à ma liste de souhaits',
    inList: 'Dans ma liste de souhaits',
    login: 'Connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    modal: 'Ajouter à une liste de souhaits',
    list: 'Liste',
    newList: 'Nouvelle liste…',
    newName: 'Nom de la nouvelle liste',
    quantity: 'Quantité',
    submit: 'Ajouter à la liste',
    seeList: 'Voir la liste',
    header: (n: number) => `Mes listes de souhaits (${n} article${n > 1 ? 's' : ''})`,
    mine: 'Mes listes de souhaits',
    second: 'Anniversaire de Lou',
    secondLink: 'Anniversaire de Lou (1 article)',
    close: 'Fermer',
    tileIn: (name: string) => `${name} est dans ma liste de souhaits`,
  },
  nl: {
    add: 'Aan mijn verlanglijst toevoegen',
    inList: 'In mijn verlanglijst',
    login: 'Aanmelden',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    signIn: 'Aanmelden',
    modal: 'Aan een verlanglijst toevoegen',
    list: 'Lijst',
    newList: 'Nieuwe lijst…',
    newName: 'Naam van de nieuwe lijst',
    quantity: 'Aantal',
    submit: 'Aan de lijst toevoegen',
    seeList: 'Lijst bekijken',
    header: (n: number) => `Mijn verlanglijsten (${n} artikel${n > 1 ? 'en' : ''})`,
    mine: 'Mijn verlanglijsten',
    second: 'Verjaardag van Lou',
    secondLink: 'Verjaardag van Lou (1 artikel)',
    close: 'Sluiten',
    tileIn: (name: string) => `${name} staat in mijn verlanglijst`,
  },
};

for (const culture of ['fr', 'nl'] as const) {
  test(
    `${culture}: a visitor adds to a wishlist through the login, then makes a second list`,
    paired(culture),
    async ({ browser, page, context, baseURL, request }, testInfo) => {
      test.setTimeout(120_000);
      const w = words[culture];
      const account = {
        email: `wishlist-add-${testInfo.project.name}-${culture}-${Date.now()}@vitrine.test`,
        password: 'Wishlist-add-2026!',
      };
      // Registered in a context of its own: this page stays a visitor's.
      const other = await browser.newContext({ baseURL: baseURL ?? '' });
      await registerByApi(await other.newPage(), culture, account);
      await other.close();
      await acceptCookies(context, baseURL ?? '');
      const list = (await (
        await request.get(`${culture}/catalog?pageSize=12`, {
          headers: { accept: 'application/json' },
        })
      ).json()) as { Products: { Url: string; Name: string }[] };
      const productPath = new URL(list.Products[1]!.Url, 'http://x').pathname;

      // A visitor's click asks to log in; the login brings the page back with the modal open.
      await page.goto(productPath.slice(1));
      const add = page.getByRole('button', { name: w.add });
      await expect(add).toHaveAttribute('aria-pressed', 'false');
      await add.click();
      const login = page.getByRole('dialog', { name: w.login });
      await login.getByLabel(w.email).fill(account.email);
      await login.getByLabel(w.password, { exact: true }).fill(account.password);
      await login.getByRole('button', { name: w.signIn }).click();
      const modal = page.getByRole('dialog', { name: w.modal });
      await expect(modal.getByLabel(w.list, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${productPath}$`));
      await expectAccessible(page);

      // The add: the server's message with a link to the list, the button pressed, the count.
      await modal.getByRole('button', { name: w.submit }).click();
      const toast = page.locator('.wishlist-added');
      await expect(toast.getByRole('link', { name: w.seeList })).toHaveAttribute(
        'href',
        new RegExp(`/${culture}/catalog/wishlist/list\\?Id=\\d+$`),
      );
      await expect(modal).toBeHidden();
      await expect(page.getByRole('button', { name: w.inList })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(
        page.locator('.site-header').getByRole('link', { name: w.header(1) }),
      ).toBeVisible();
      await expectAccessible(page);

      // A second list from the modal: "new list", its name, then the add.
      await page.getByRole('button', { name: w.inList }).click();
      const again = page.getByRole('dialog', { name: w.modal });
      await again.getByLabel(w.list, { exact: true }).selectOption({ label: w.newList });
      await again.getByLabel(w.newName).fill(w.second);
      await expectAccessible(page);
      await again.getByRole('button', { name: w.submit }).click();
      await expect(page.locator('.wishlist-added').filter({ hasText: w.second })).toBeVisible();
      await expect(again).toBeHidden();

      // ?openWishlist=1 on the catalog (variant 1 is no tile of it): the customer's lists.
      await page.goto(`${culture}/catalog?openWishlist=1`);
      const mine = page.getByRole('dialog', { name: w.modal });
      await expect(mine.getByRole('heading', { name: w.mine })).toBeVisible();
      await expect(mine.getByRole('link', { name: w.secondLink })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${culture}/catalog$`));
      await expectAccessible(page);
      // Closed, the list shows the product's tile with its heart pressed (one W11 for the page).
      await mine.getByRole('button', { name: w.close }).click();
      await expect(mine).toBeHidden();
      await expect(
        page.getByRole('button', { name: w.tileIn(list.Products[1]!.Name) }),
      ).toHaveAttribute('aria-pressed', 'true');
    },
  );
}
