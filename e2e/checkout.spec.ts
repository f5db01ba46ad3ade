import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  PASSWORD,
  addBillingAddress,
  addToCart,
  cartCount,
  escape,
  fillCard,
  twoProducts,
  words,
} from './checkoutSteps';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/**
 * Issue 5's journey, in French and in Dutch, on a desktop and on a phone: add two products,
 * change a quantity, a refused and an accepted coupon, a currency change through its warning,
 * shipping, sign in at checkout (the anonymous cart follows), a billing address added in the
 * modal, a refused and a valid VAT number, a declined then an accepted test card, and the order
 * confirmation. The cart widget's count is checked after every step.
 */
/**
 * One demo shopper per run (server/seed/customers.ts), so parallel runs never share a cart. The
 * desktop-shop project (APP_BASE=/shop) has a server and a database of its own: it reuses the
 * desktop shoppers.
 */
const shoppers: Record<string, string> = {
  'desktop-fr': 'lucas@vitrine.test',
  'desktop-nl': 'emma@vitrine.test',
  'mobile-fr': 'louise@vitrine.test',
  'mobile-nl': 'daan@vitrine.test',
};
for (const culture of ['fr', 'nl'] as const) {
  test(
    `${culture}: add, change, coupons, currency, shipping, address, VAT, pay, confirmation`,
    paired(culture),
    async ({ page, context, baseURL, request }, testInfo) => {
      test.setTimeout(180_000);
      const w = words[culture];
      const key = `${testInfo.project.name.replace(/-shop$/, '')}-${culture}`;
      const run = Object.keys(shoppers).indexOf(key);
      await acceptCookies(context, baseURL ?? '');
      const [a, b] = await twoProducts(request, culture, run);

      // Two products: the dialog's two ways out, the widget counting.
      await addToCart(page, culture, a.url, 'continue');
      await cartCount(page, culture, 1);
      await addToCart(page, culture, b.url, 'goBasket');
      await expect(page).toHaveURL(`${culture}/shoppingcarts`);
      await cartCount(page, culture, 2);

      // A quantity change (the spinner's typing settles after 600 ms).
      const quantity = page
        .getByRole('spinbutton', { name: new RegExp(`${w.quantityOf}.*${escape(a.name)}`) })
        .first();
      await quantity.fill('2');
      await quantity.press('Tab');
      await cartCount(page, culture, 3);

      // Coupons: one refused, one applied.
      const code = page.getByRole('textbox', { name: w.couponCode, exact: true });
      await code.fill('NOSUCHCODE');
      await code.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: w.noCoupon })).toBeVisible();
      await code.fill('bienvenue10');
      await code.press('Enter');
      await expect(page.getByText(w.couponApplied)).toBeVisible();

      // Currency: the cart holds lines, so the change warns first; forcing it converts.
      const total = page.locator('.cart-totals .cart-total');
      await page
        .getByRole('combobox', { name: w.currency, exact: true })
        .first()
        .selectOption('USD');
      await page.getByRole('button', { name: w.force }).click();
      await expect(total).toContainText('$');
      await cartCount(page, culture, 3);
      // Every amount follows, the delivery methods' free-from texts too (issue 20).
      const delivery = page.getByRole('group', { name: w.shippingMethod });
      await expect(delivery).toContainText('$');
      await expect(delivery).not.toContainText('€');

      // Shipping: another method than the default.
      const methods = page.getByRole('group', { name: w.shippingMethod }).getByRole('radio');
      const other = (await methods.nth(0).isChecked()) ? methods.nth(1) : methods.nth(0);
      await other.check();
      await expect(other).toBeChecked();
      await expectAccessible(page);

      // Checkout asks to sign in; the anonymous cart follows the shopper into their account.
      await page.getByRole('link', { name: w.order, exact: true }).click();
      // The checkout's first call answers 401: the login modal opens by itself.
      const login = page.locator('.modal.login-modal');
      await expect(login).toBeVisible();
      await login.getByLabel(w.email).fill(shoppers[key]!);
      await login.getByLabel(w.password).fill(PASSWORD);
      await login.getByRole('button', { name: w.signIn }).click();
      await expect(login).toBeHidden();
      await expect(page).toHaveURL(`${culture}/shoppingcarts/checkout`);
      await cartCount(page, culture, 3);

      // A billing address added in the modal becomes the chosen one.
      await addBillingAddress(page, culture);

      // VAT: a number whose check digits are wrong, then a valid one.
      const vat = page.getByRole('textbox', { name: w.vat });
      await vat.fill('BE0403019262');
      await vat.press('Tab');
      await expect(vat).toHaveClass(/is-invalid/);
      await vat.fill('BE0403019261');
      await vat.press('Tab');
      await expect(vat).toHaveClass(/is-valid/);

      const checkoutMethods = page
        .getByRole('group', { name: w.shippingMethod })
        .getByRole('radio');
      if (!(await checkoutMethods.first().isChecked())) await checkoutMethods.first().check();
      await expectAccessible(page);

      // A declined test card keeps the form and says why; the accepted one places the order.
      const card = await fillCard(page, culture, '4000 0000 0000 0002');
      await page.getByRole('checkbox', { name: w.terms }).check();
      await page.getByRole('button', { name: w.pay }).click();
      await expect(card.getByRole('alert')).toBeVisible();
      await expect(page).toHaveURL(`${culture}/shoppingcarts/checkout`);
      await cartCount(page, culture, 3);

      await card.getByRole('textbox', { name: w.cardNumber }).fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: w.pay }).click();
      await expect(page).toHaveURL(
        new RegExp(`^${escape(baseURL ?? '')}${culture}/shoppingcarts/confirmation/VT-`),
      );
      await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
      await expect(page.getByText(/•••• 4242/)).toBeVisible();
      await cartCount(page, culture, 0);
    },
  );
}
