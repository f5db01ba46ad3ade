import { expect, test, type Page } from '@playwright/test';
import { STAFF, logInThroughForm, registerByApi } from './accountApi';
import { expectAccessible } from './axe';
import {
  addBillingAddress,
  addToCart,
  cartCount,
  escape,
  fillCard,
  twoProducts,
  words as checkoutWords,
} from './checkoutSteps';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/**
 * Prepaid accounts (issue 15), in French and in Dutch, on a desktop and on a phone: a new
 * customer buys 25 € of prepaid credit on the prepaid page (P7: the cart page follows, the line
 * named), pays it by card, sees the balance and the purchase movement, turns the low-balance
 * mail on (P8); then orders a product paying 25 € from the balance and the rest by card, and
 * sees both parts on the confirmation and in the order detail. axe on every page.
 */
const words = {
  fr: {
    title: 'Comptes prépayés',
    link: 'Mes comptes prépayés',
    type: 'Crédit',
    quantity: 'Quantité',
    add: 'Ajouter au panier',
    creditName: 'Crédit prépayé 25 €',
    balance: /Solde : 25,00\s€/,
    balanceZero: /Solde : 0,00\s€/,
    purchase: /Achat de crédit \(commande VT-/,
    notify: /M’avertir par e-mail quand le solde passe sous/,
    account: /Crédit prépayé 25 € \(solde 25,00\s€\)/,
    partly: /Votre compte prépayé paie 25,00\s€ ; le reste par carte\./,
    confirmationPrepaid: 'Payé avec le compte prépayé',
    confirmationCard: 'Payé par carte',
    detailPrepaid: /Compte prépayé : 25,00\s€/,
    payment: 'Paiement',
    mandatory: 'La quantité est obligatoire.',
    staffTitle: 'Crédit prépayé des clients',
    typeMore: 'Tapez au moins 2 caractères.',
    customer: 'Client',
    staffAdd: 'Ajouter le crédit',
    staffDone: (email: string) => `Crédit ajouté pour ${email} :`,
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
  },
  nl: {
    title: 'Prepaid rekeningen',
    link: 'Mijn prepaidrekeningen',
    type: 'Tegoed',
    quantity: 'Aantal',
    add: 'In winkelmandje',
    creditName: 'Prepaid tegoed € 25',
    balance: /Saldo: €\s25,00/,
    balanceZero: /Saldo: €\s0,00/,
    purchase: /Aankoop van tegoed \(bestelling VT-/,
    notify: /Mij per e-mail verwittigen wanneer het saldo onder/,
    account: /Prepaid tegoed € 25 \(saldo €\s25,00\)/,
    partly: /Uw prepaid rekening betaalt €\s25,00; de rest met kaart\./,
    confirmationPrepaid: 'Betaald met de prepaid rekening',
    confirmationCard: 'Betaald met kaart',
    detailPrepaid: /Prepaidrekening: €\s25,00/,
    payment: 'Betaling',
    mandatory: 'Het aantal is verplicht.',
    staffTitle: 'Prepaid tegoed van klanten',
    typeMore: 'Typ minstens 2 tekens.',
    customer: 'Klant',
    staffAdd: 'Tegoed toevoegen',
    staffDone: (email: string) => `Tegoed toegevoegd voor ${email}:`,
    email: 'E-mailadres',
    password: 'Wachtwoord',
    signIn: 'Aanmelden',
  },
};
/** Products apart from the checkout (0–3), mail (4–7) and refund (8–11) journeys. */
const runs = ['desktop-fr', 'desktop-nl', 'mobile-fr', 'mobile-nl'];

async function placeOrder(page: Page, culture: 'fr' | 'nl', baseURL: string) {
  const c = checkoutWords[culture];
  await page.getByRole('checkbox', { name: c.terms }).check();
  await page.getByRole('button', { name: c.pay }).click();
  const confirmation = new RegExp(
    `^${escape(baseURL)}${culture}/shoppingcarts/confirmation/(VT-[0-9-]+)$`,
  );
  await expect(page).toHaveURL(confirmation);
  return confirmation.exec(page.url())![1]!;
}

for (const culture of ['fr', 'nl'] as const) {
  test(
    `${culture}: buy prepaid credit, pay an order partly with it and partly by card`,
    paired(culture),
    async ({ page, context, baseURL, request }, testInfo) => {
      test.setTimeout(180_000);
      const w = words[culture];
      const c = checkoutWords[culture];
      const key = `${testInfo.project.name.replace(/-shop$/, '')}-${culture}`;
      await acceptCookies(context, baseURL ?? '');
      const [product] = await twoProducts(request, culture, 12 + runs.indexOf(key));
      await registerByApi(page, culture, {
        email: `prepaid-${key}-${Date.now()}@vitrine.test`,
        password: 'Prepaid-journey-2026!',
        firstName: 'Noor',
        lastName: 'Peeters',
      });

      // The account home links to the prepaid page; the purchase form wants a quantity.
      await page.goto(`${culture}/account`);
      await page.getByRole('link', { name: w.link }).first().click();
      await expect(page).toHaveURL(`${culture}/account/prepaid`);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await page.getByLabel(w.quantity).fill('');
      await page.getByRole('button', { name: w.add }).click();
      await expect(page.getByText(w.mandatory)).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel(w.type).selectOption({ index: 0 });
      await page.getByLabel(w.quantity).fill('1');
      await page.getByRole('button', { name: w.add }).click();

      // P7: the cart page, the credit's line, the widget counting it.
      await expect(page).toHaveURL(`${culture}/shoppingcarts`);
      await expect(page.getByRole('link', { name: w.creditName }).first()).toBeVisible();
      await cartCount(page, culture, 1);
      await expectAccessible(page);

      // Paid by card: the credit is granted with the order.
      await page.getByRole('link', { name: c.order, exact: true }).click();
      await addBillingAddress(page, culture);
      const methods = page.getByRole('group', { name: c.shippingMethod }).getByRole('radio');
      if (!(await methods.first().isChecked())) await methods.first().check();
      await fillCard(page, culture, '4242 4242 4242 4242');
      await placeOrder(page, culture, baseURL ?? '');

      await page.goto(`${culture}/account/prepaid`);
      await expect(page.getByText(w.balance)).toBeVisible();
      await expect(page.getByRole('cell', { name: w.purchase })).toBeVisible();
      const notify = page.getByRole('switch', { name: w.notify });
      await notify.check();
      await expect(notify).toBeChecked();
      await page.reload();
      await expect(page.getByRole('switch', { name: w.notify })).toBeChecked();
      await expectAccessible(page);

      // A product: 25 € from the balance, the rest by card.
      await addToCart(page, culture, product.url, 'goBasket');
      await cartCount(page, culture, 1);
      await page.getByRole('link', { name: c.order, exact: true }).click();
      const methods2 = page.getByRole('group', { name: c.shippingMethod }).getByRole('radio');
      if (!(await methods2.first().isChecked())) await methods2.first().check();
      await page.getByRole('radio', { name: w.account }).check();
      await expect(page.getByText(w.partly)).toBeVisible();
      await fillCard(page, culture, '4242 4242 4242 4242');
      await expectAccessible(page);
      const number = await placeOrder(page, culture, baseURL ?? '');
      await expect(page.getByText(w.confirmationPrepaid, { exact: true })).toBeVisible();
      await expect(page.getByText(w.confirmationCard, { exact: true })).toBeVisible();
      await expectAccessible(page);

      // The order detail names both parts; the balance is spent.
      await page.goto(`${culture}/account/orders/${number}`);
      const payment = page.getByRole('region', { name: w.payment });
      await expect(payment.getByText(w.detailPrepaid)).toBeVisible();
      await expect(payment.getByText(/Visa/)).toBeVisible();
      await expectAccessible(page);
      await page.goto(`${culture}/account/prepaid`);
      await expect(page.getByText(w.balanceZero)).toBeVisible();
    },
  );
}

for (const culture of ['fr', 'nl'] as const) {
  test(
    `${culture}: staff find a customer in the combobox (P9) and add prepaid credit`,
    paired(culture),
    async ({ page, context, baseURL }, testInfo) => {
      test.setTimeout(120_000);
      const w = words[culture];
      const key = `${testInfo.project.name}-${culture}`;
      await acceptCookies(context, baseURL ?? '');
      const email = `prepaid-staff-${key}-${Date.now()}@vitrine.test`;
      await registerByApi(page, culture, { email, password: 'Prepaid-journey-2026!' });
      await context.clearCookies();
      await acceptCookies(context, baseURL ?? '');
      await logInThroughForm(page, culture, STAFF, w);

      await page.goto(`${culture}/account/staff/prepaid`);
      await expect(page.getByRole('heading', { level: 1, name: w.staffTitle })).toBeVisible();
      const combobox = page.getByRole('combobox', { name: w.customer });
      await combobox.fill(email.slice(0, 1));
      const menu = page.locator('.customer-select__menu');
      await expect(menu).toContainText(w.typeMore);
      await expect(menu.getByRole('option')).toHaveCount(0);
      await combobox.fill(email.slice(0, -12));
      const option = menu.getByRole('option', { name: email });
      await expect(option).toBeVisible();
      await expectAccessible(page);
      // The keyboard picks it, as the combobox pattern wants.
      await combobox.press('ArrowDown');
      await combobox.press('Enter');
      await expect(page.locator('.customer-select__single-value')).toHaveText(email);
      await page.getByRole('button', { name: w.staffAdd }).click();
      await expect(page.locator('.staff-prepaid').getByRole('status')).toContainText(
        w.staffDone(email),
      );
      await expectAccessible(page);
    },
  );
}
