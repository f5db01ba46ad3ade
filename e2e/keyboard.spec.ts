import { expect, test, type Page } from '@playwright/test';
import { registerByApi } from './accountApi';
import { appReady } from './appReady';
import { expectAccessible } from './axe';
import { acceptCookies } from './consentCookie';
import { cartCount, escape, twoProducts, words as shopWords } from './checkoutSteps';
import { expectFocusTrapped, expectFocusVisible, isFocused, tabTo, typeInto } from './keyboard';

/**
 * Issue 20: a shopper who uses only the keyboard (Tab, Shift+Tab, Enter, Space, arrows, Escape;
 * never the mouse, never a `click()` or a `focus()` from the test) can choose cookies, search,
 * filter and sort a list, choose a variation, add to the cart, change the cart and pay. Every
 * element the focus meets shows it; every modal keeps the focus inside and gives it back to its
 * opener; axe finds nothing serious on each page and modal.
 */
const words = {
  fr: {
    ...shopWords.fr,
    skipContent: 'Aller au contenu',
    skipConsent: 'Aller au choix des cookies',
    consent: 'Vos cookies, votre choix',
    customise: 'Personnaliser',
    preferences: 'Préférences de cookies',
    statistics: 'Statistiques',
    saveChoice: 'Enregistrer mon choix',
    openSearch: 'Ouvrir la recherche',
    searchLabel: 'Rechercher un produit',
    filters: 'Filtres',
    apply: 'Voir les articles',
    brands: 'Marques',
    sort: 'Trier par',
    remove: 'Supprimer',
    viewCart: 'Voir le panier',
  },
  nl: {
    ...shopWords.nl,
    skipContent: 'Naar de inhoud',
    skipConsent: 'Naar de cookiekeuze',
    consent: 'Uw cookies, uw keuze',
    customise: 'Aanpassen',
    preferences: 'Cookievoorkeuren',
    statistics: 'Statistieken',
    saveChoice: 'Mijn keuze opslaan',
    openSearch: 'Zoeken openen',
    searchLabel: 'Een product zoeken',
    filters: 'Filters',
    apply: 'Artikelen tonen',
    brands: 'Merken',
    sort: 'Sorteren op',
    remove: 'Verwijderen',
    viewCart: 'Bekijk winkelmandje',
  },
} as const;

type Culture = keyof typeof words;

/** The page's h1 has the focus after an in-place load (issue 20). */
async function headingFocused(page: Page) {
  await expect.poll(() => isFocused(page.getByRole('heading', { level: 1 }))).toBe(true);
}

/** Adds the product page's current variant by keyboard; the dialog is left with Escape. */
async function addByKeyboard(page: Page, culture: Culture) {
  const w = words[culture];
  const add = page.getByRole('button', { name: w.add, exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: w.added });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The focus is back on the button that opened it.
  await expect.poll(() => isFocused(add)).toBe(true);
}

for (const culture of ['fr', 'nl'] as const) {
  const w = words[culture];

  test(`${culture}: keyboard only: skip links, cookie preferences, search suggestions`, async ({
    page,
    context,
  }) => {
    await page.goto(`${culture}/`);
    await appReady(page);

    // The first Tab reaches the skip link to the content, the second the one to the cookies.
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(page.getByRole('link', { name: w.skipContent }))).toBe(true);
    await expectFocusVisible(page);
    await page.keyboard.press('Tab');
    const skipConsent = page.getByRole('link', { name: w.skipConsent });
    await expect.poll(() => isFocused(skipConsent)).toBe(true);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const banner = page.getByRole('region', { name: w.consent });
    await expect
      .poll(() => banner.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);

    // Customise: the preferences dialog traps the focus; Space turns statistics on.
    await tabTo(page, banner.getByRole('button', { name: w.customise }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: w.preferences });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await expectFocusTrapped(page, dialog);
    const statistics = dialog.getByRole('switch', { name: w.statistics });
    await tabTo(page, statistics);
    await page.keyboard.press('Space');
    await expect(statistics).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: w.saveChoice }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(banner).toHaveCount(0);
    const consent = (await context.cookies()).find((c) => c.name === 'VitrineCookieConsent');
    expect(JSON.parse(decodeURIComponent(consent!.value))).toMatchObject({
      statistics: true,
      marketing: false,
    });

    // Search: the arrow keys walk the suggestions, Enter opens the chosen product.
    const launcher = page.getByRole('button', { name: w.openSearch });
    await tabTo(page, launcher);
    await page.keyboard.press('Enter');
    const box = page.getByRole('combobox', { name: w.searchLabel });
    await expect.poll(() => isFocused(box)).toBe(true);
    await page.keyboard.type(culture === 'fr' ? 'coussin' : 'kussen');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    await expectAccessible(page);
    // Escape closes the search and gives the focus back to its button; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect.poll(() => isFocused(launcher)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(box)).toBe(true);
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    const chosen = await page
      .locator(`[id="${await box.getAttribute('aria-activedescendant')}"]`)
      .innerText();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/product/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.split('\n')[0]!.trim());
    await headingFocused(page);
  });

  test(`${culture}: keyboard only: a facet, the sort, a variation, to the cart`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await acceptCookies(context, baseURL ?? '');
    const phone = testInfo.project.name === 'mobile';
    await page.goto(`${culture}/catalog`);
    await appReady(page);
    const count = page.locator('.catalog-list-count');
    const before = await count.innerText();

    // A brand, with Space; on a phone the filters open from their button and apply from theirs.
    if (phone) {
      const toggle = page.getByRole('button', { name: w.filters, exact: true });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    const brand = page.getByRole('group', { name: w.brands }).getByRole('checkbox').first();
    await tabTo(page, brand);
    await page.keyboard.press('Space');
    if (phone) {
      await tabTo(page, page.getByRole('button', { name: w.apply }));
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(/filter=.*Brands/);
    await expect(count).not.toHaveText(before);

    // The sort: a closed select changes with the arrow keys.
    const sort = page.getByLabel(w.sort);
    await tabTo(page, sort);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/sort=/);
    await expectAccessible(page);

    // The first product in stock, opened with Enter.
    const link = page
      .locator('.product-grid .product-card')
      .filter({ has: page.locator('.product-card-stock.in-stock') })
      .first()
      .locator('a.product-card-link');
    const name = (await link.innerText()).split('\n')[0]!.trim();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/product/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await headingFocused(page);

    // A variation: Tab reaches the chosen value of the first group, an arrow chooses the next
    // (the product opened on a variant in stock: the other arrow comes back to it).
    const group = page.locator('.variation-attribute').first();
    if ((await group.getByRole('radio', { disabled: false }).count()) > 1) {
      const checked = group.locator('input[type="radio"]:checked');
      const first = (await checked.getAttribute('id'))!;
      await tabTo(page, checked);
      await page.keyboard.press('ArrowRight');
      await expect(checked).not.toHaveAttribute('id', first);
      await page.keyboard.press('ArrowLeft');
      await expect(checked).toHaveAttribute('id', first);
      await expect(page.getByRole('button', { name: w.add, exact: true })).toBeEnabled();
    }

    await addByKeyboard(page, culture);
    await cartCount(page, culture, 1);
    // To the cart through the header's widget.
    const widget = page
      .locator('.site-header')
      .getByRole('button', { name: new RegExp(`^${w.cart}, 1 `) });
    await tabTo(page, widget);
    await page.keyboard.press('Enter');
    const basket = page.locator('.site-header').getByRole('link', { name: w.viewCart });
    await tabTo(page, basket);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${culture}/shoppingcarts$`));
    await headingFocused(page);
  });

  test(`${culture}: keyboard only: the cart (quantity, coupon, remove) and the checkout to the confirmation`, async ({
    page,
    context,
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await acceptCookies(context, baseURL ?? '');
    await registerByApi(page, culture, {
      email: `keyboard-${testInfo.project.name}-${culture}-${Date.now()}@vitrine.test`,
      password: 'Keyboard-2026!',
    });
    const run = (testInfo.project.name === 'mobile' ? 2 : 0) + (culture === 'fr' ? 0 : 1);
    const [a, b] = await twoProducts(request, culture, run + 4);
    for (const product of [a, b]) {
      await page.goto(product.url);
      await appReady(page);
      await addByKeyboard(page, culture);
    }
    await cartCount(page, culture, 2);

    await page.goto(`${culture}/shoppingcarts`);
    await appReady(page);
    // Quantity: the arrow key adds one at once.
    const quantity = page
      .getByRole('spinbutton', { name: new RegExp(`${w.quantityOf}.*${escape(a.name)}`) })
      .filter({ visible: true });
    await tabTo(page, quantity);
    await page.keyboard.press('ArrowUp');
    await cartCount(page, culture, 3);
    // A coupon, typed and sent with Enter.
    await typeInto(
      page,
      page.getByRole('textbox', { name: w.couponCode, exact: true }),
      'bienvenue10',
    );
    await page.keyboard.press('Enter');
    await expect(page.getByText(w.couponApplied)).toBeVisible();
    // Remove the other line: the focus goes to the page's heading.
    await tabTo(
      page,
      page
        .getByRole('button', { name: new RegExp(`^${w.remove} ${escape(b.name)}`) })
        .filter({ visible: true }),
    );
    await page.keyboard.press('Enter');
    await cartCount(page, culture, 2);
    await headingFocused(page);
    await expectAccessible(page);

    // The checkout.
    await tabTo(page, page.getByRole('link', { name: w.order, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${culture}/shoppingcarts/checkout$`));

    // A billing address in the modal: trapped focus, fields by Tab, Escape-free save.
    const add = page.getByRole('button', { name: w.addBilling });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: w.newBilling });
    await expect(modal).toBeVisible();
    await expectFocusTrapped(page, modal);
    await expectAccessible(page);
    const field = (name: string) => modal.getByRole('textbox', { name, exact: true });
    await typeInto(page, field(w.firstName), 'Alex');
    await typeInto(page, field(w.lastName), 'Test');
    await typeInto(page, field(w.street), w.street1);
    await typeInto(page, field(w.number), '12');
    await typeInto(page, field(w.postal), '1000');
    await typeInto(page, field(w.city), w.cityName);
    const country = modal.getByRole('combobox', { name: w.country, exact: true });
    await tabTo(page, country);
    // A closed select takes the typed start of an option.
    await page.keyboard.type(w.belgium.slice(0, 4));
    await expect(country.locator('option:checked')).toHaveText(w.belgium);
    await tabTo(page, modal.getByRole('button', { name: w.save }));
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    await expect.poll(() => isFocused(add)).toBe(true);
    const billing = page.getByRole('group', { name: w.billing, exact: true });
    await expect(billing.getByRole('radio', { name: new RegExp(w.street1) })).toBeChecked();

    // A delivery method: Tab lands on the group's first radio, Space chooses it.
    const method = page.getByRole('group', { name: w.shippingMethod }).getByRole('radio').first();
    if (!(await method.isChecked())) {
      await tabTo(page, method);
      await page.keyboard.press('Space');
      await expect(method).toBeChecked();
    }

    // VAT number, card, terms, pay.
    await typeInto(page, page.getByRole('textbox', { name: w.vat }), 'BE0403019261');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: w.vat })).toHaveClass(/is-valid/);
    const card = page.getByRole('group', { name: w.cardGroup });
    await typeInto(page, card.getByRole('textbox', { name: w.holder }), 'Alex Test');
    await typeInto(page, card.getByRole('textbox', { name: w.cardNumber }), '4242 4242 4242 4242');
    await typeInto(page, card.getByRole('textbox', { name: w.expiry }), '12/30');
    await typeInto(page, card.getByRole('textbox', { name: w.cvc }), '123');
    const cardAddress = card.getByRole('textbox', { name: w.cardAddress });
    if (!(await cardAddress.inputValue()))
      await typeInto(page, cardAddress, `${w.street1} 12, 1000`);
    const terms = page.getByRole('checkbox', { name: w.terms });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await expectAccessible(page);
    await tabTo(page, page.getByRole('button', { name: w.pay }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${culture}/shoppingcarts/confirmation/VT-`));
    await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
    await cartCount(page, culture, 0);
  });
}
