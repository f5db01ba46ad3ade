import { expect, test } from '@playwright/test';
import { registerByApi } from './accountApi';
import { expectAccessible } from './axe';
import {
  addBillingAddress,
  addToCart,
  cartCount,
  escape,
  fillCard,
  twoProducts,
  words,
} from './checkoutSteps';
import { acceptCookies } from './consentCookie';

/**
 * The order confirmation mail, in French and in Dutch, on a desktop and on a phone: a new
 * account (registered through A3, so no other journey shares its cart) places an order the way
 * the checkout journey does; the development viewer (MAIL_VIEWER=1, playwright.config.ts) lists
 * the mail in the checkout's language, and shows it with the order number and its link.
 */
const subjects = {
  fr: (number: string) => `Confirmation de votre commande ${number} chez Vitrine`,
  nl: (number: string) => `Bevestiging van uw bestelling ${number} bij Vitrine`,
};
/** Products apart from the checkout journey's runs (0 to 3), one pair per run here. */
const runs = ['desktop-fr', 'desktop-nl', 'mobile-fr', 'mobile-nl'];

for (const culture of ['fr', 'nl'] as const) {
  test(`${culture}: an order's confirmation mail is in the outbox, in the checkout's language`, async ({
    page,
    context,
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const w = words[culture];
    const key = `${testInfo.project.name}-${culture}`;
    await acceptCookies(context, baseURL ?? '');
    const [product] = await twoProducts(request, culture, 4 + runs.indexOf(key));

    // A shopper of this run's own, logged in by registering (the page's cookies).
    await registerByApi(page, culture, {
      email: `mail-${key}-${Date.now()}@vitrine.test`,
      password: 'Mail-journey-2026!',
      firstName: 'Mila',
      lastName: 'Claes',
    });

    await addToCart(page, culture, product.url, 'goBasket');
    await cartCount(page, culture, 1);
    await page.getByRole('link', { name: w.order, exact: true }).click();
    await expect(page).toHaveURL(`${culture}/shoppingcarts/checkout`);
    await addBillingAddress(page, culture);
    const methods = page.getByRole('group', { name: w.shippingMethod }).getByRole('radio');
    if (!(await methods.first().isChecked())) await methods.first().check();
    await fillCard(page, culture, '4242 4242 4242 4242');
    await page.getByRole('checkbox', { name: w.terms }).check();
    await page.getByRole('button', { name: w.pay }).click();
    const confirmation = new RegExp(
      `^${escape(baseURL ?? '')}${culture}/shoppingcarts/confirmation/(VT-[0-9-]+)$`,
    );
    await expect(page).toHaveURL(confirmation);
    const number = confirmation.exec(page.url())![1]!;

    // The outbox lists it (sent after the order's commit: the list is read again until then).
    const subject = subjects[culture](number);
    const listed = page.getByRole('link', { name: subject, exact: true });
    await expect(async () => {
      await page.goto('dev/mail');
      await expect(listed).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expectAccessible(page);

    await listed.click();
    await expect(page).toHaveURL(/dev\/mail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.locator('pre')).toContainText(number);
    const toPage = new RegExp(`/${culture}/shoppingcarts/confirmation/${escape(number)}$`);
    const mail = page.getByRole('article', { name: subject });
    await expect(mail.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(mail.getByRole('link', { name: toPage })).toBeVisible();
    const listedLink = page.getByRole('listitem').getByRole('link', { name: toPage });
    await expect(listedLink).toBeVisible();
    await expectAccessible(page);

    // The mail's link opens the order's confirmation page (PUBLIC_URL is this server).
    await listedLink.click();
    await expect(page).toHaveURL(confirmation);
    await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
    await expect(page.getByText(number, { exact: true })).toBeVisible();
  });
}
