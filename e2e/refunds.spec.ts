import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
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
 * Refund requests (P12), in French and in Dutch, on a desktop and on a phone: a new customer
 * places an order by card (as the checkout journey does), asks a refund of one piece of its
 * first line on the order's refund page (line amount and totals to 2 decimals), sees it
 * requested; the seeded staff member approves it (the card part goes back through the sandbox
 * provider) and sees it refunded; the development viewer lists the refunded mail. Three photos go
 * with the request (issue 18: the multi-asset widget), the last one moved first; the customer and
 * staff see them in that order. axe on every page.
 */
const words = {
  fr: {
    heading: (n: string) => `Remboursement de la commande ${n}`,
    quantityOf: 'Quantité à rembourser pour',
    reason: 'Raison',
    submit: 'Demander le remboursement',
    requested: 'Demandé',
    refunded: 'Remboursé',
    approve: 'Approuver et rembourser',
    filter: 'Statut affiché',
    all: 'Tous',
    done: 'est maintenant : Remboursé.',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    staffTitle: 'Remboursements',
    photos: 'Photos (facultatif)',
    moveUp: 'Monter',
    mail: (n: string) => `Remboursement effectué – commande ${n} – Vitrine`,
  },
  nl: {
    heading: (n: string) => `Terugbetaling van bestelling ${n}`,
    quantityOf: 'Terug te betalen hoeveelheid voor',
    reason: 'Reden',
    submit: 'Terugbetaling aanvragen',
    requested: 'Aangevraagd',
    refunded: 'Terugbetaald',
    approve: 'Goedkeuren en terugbetalen',
    filter: 'Getoonde status',
    all: 'Alle',
    done: 'is nu: Terugbetaald.',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    signIn: 'Aanmelden',
    staffTitle: 'Terugbetalingen',
    photos: 'Foto’s (optioneel)',
    moveUp: 'Omhoog',
    mail: (n: string) => `Terugbetaling uitgevoerd – bestelling ${n} – Vitrine`,
  },
};
/** Products apart from the checkout (runs 0–3) and mail (4–7) journeys: one pair per run. */
const runs = ['desktop-fr', 'desktop-nl', 'mobile-fr', 'mobile-nl'];
/** A line amount or total: digits, a comma and exactly 2 decimals, then the euro sign. */
const TWO_DECIMALS = /\d+,\d{2}\s€|€\s\d+,\d{2}/;

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The photos' names in the order a list shows them (their thumbnails' alt texts). */
const shownOrder = (page: Page, scope: string) =>
  page.locator(`${scope} img`).evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));

for (const culture of ['fr', 'nl'] as const) {
  test(
    `${culture}: a refund of one line is requested, approved by staff, refunded and mailed`,
    paired(culture),
    async ({ page, context, baseURL, request }, testInfo) => {
      test.setTimeout(150_000);
      const w = words[culture];
      const c = checkoutWords[culture];
      const key = `${testInfo.project.name}-${culture}`;
      await acceptCookies(context, baseURL ?? '');
      const [product] = await twoProducts(request, culture, 8 + runs.indexOf(key));

      await registerByApi(page, culture, {
        email: `refund-${key}-${Date.now()}@vitrine.test`,
        password: 'Refund-journey-2026!',
        firstName: 'Noor',
        lastName: 'Janssens',
      });
      await addToCart(page, culture, product.url, 'goBasket');
      await cartCount(page, culture, 1);
      await page.getByRole('link', { name: c.order, exact: true }).click();
      await addBillingAddress(page, culture);
      const methods = page.getByRole('group', { name: c.shippingMethod }).getByRole('radio');
      if (!(await methods.first().isChecked())) await methods.first().check();
      await fillCard(page, culture, '4242 4242 4242 4242');
      await page.getByRole('checkbox', { name: c.terms }).check();
      await page.getByRole('button', { name: c.pay }).click();
      const confirmation = new RegExp(
        `^${escape(baseURL ?? '')}${culture}/shoppingcarts/confirmation/(VT-[0-9-]+)$`,
      );
      await expect(page).toHaveURL(confirmation);
      const number = confirmation.exec(page.url())![1]!;

      // The refund page of the order: one piece of its line.
      await page.goto(`${culture}/account/orders/${number}/refund`);
      await expect(page.getByRole('heading', { name: w.heading(number) })).toBeVisible();
      const quantity = page.getByRole('textbox', { name: new RegExp(`^${w.quantityOf}`) }).first();
      await quantity.fill('1');
      const line = page.locator('.refund-lines tbody tr').first();
      await expect(line.locator('td').last()).toHaveText(TWO_DECIMALS);
      await expect(page.getByTestId('refund-total-items')).toHaveText('1');
      const amount = (await page.getByTestId('refund-total-amount').textContent()) ?? '';
      expect(amount).toMatch(TWO_DECIMALS);
      await expect(line.locator('td').last()).toHaveText(amount);
      await page.getByLabel(w.reason).fill('Test e2e');
      // Three photos at once, then the last one moved to the top with the keyboard's buttons.
      const widget = page.getByRole('group', { name: w.photos });
      await widget.locator('input[type=file]').setInputFiles([
        { name: 'box.jpg', mimeType: 'image/jpeg', buffer: await photo('#1d4ed8') },
        { name: 'label.jpg', mimeType: 'image/jpeg', buffer: await photo('#15803d') },
        { name: 'damage.jpg', mimeType: 'image/jpeg', buffer: await photo('#b91c1c') },
      ]);
      await expect(widget.locator('img.asset-thumbnail')).toHaveCount(3);
      for (let i = 0; i < 2; i++) {
        await widget.getByRole('button', { name: `${w.moveUp} damage.jpg` }).click();
      }
      expect(await shownOrder(page, '.refund-form .asset-item')).toEqual([
        'damage.jpg',
        'box.jpg',
        'label.jpg',
      ]);
      await expectAccessible(page);
      await page.getByRole('button', { name: w.submit }).click();
      const listed = page.locator('.refund-list > li').first();
      await expect(listed.locator('.refund-status')).toHaveText(w.requested);
      await expect(listed).toContainText(amount);
      await expect(listed.locator('.refund-photos img')).toHaveCount(3);
      expect(await shownOrder(page, '.refund-list > li:first-child .refund-photos')).toEqual([
        'damage.jpg',
        'box.jpg',
        'label.jpg',
      ]);
      await expectAccessible(page);

      // The seeded staff member approves it.
      await context.clearCookies();
      await acceptCookies(context, baseURL ?? '');
      await logInThroughForm(page, culture, STAFF, w);
      await page.goto(`${culture}/account/staff/refunds`);
      await expect(page.getByRole('heading', { level: 1, name: w.staffTitle })).toBeVisible();
      const item = page.locator('.staff-refunds li.card').filter({ hasText: number });
      await expect(item).toBeVisible();
      await expect(item.locator('.refund-photos img').first()).toHaveAttribute('alt', 'damage.jpg');
      await expectAccessible(page);
      await item.getByRole('button', { name: new RegExp(`^${w.approve}`) }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.done })).toBeVisible();
      await page.getByLabel(w.filter).selectOption({ label: w.all });
      const settled = page.locator('.staff-refunds li.card').filter({ hasText: number });
      await expect(settled.locator('.refund-status')).toHaveText(w.refunded);
      await expectAccessible(page);

      // The refunded mail is in the outbox, in the order's language.
      const mail = page.getByRole('link', { name: w.mail(number), exact: true });
      await expect(async () => {
        await page.goto('dev/mail');
        await expect(mail).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expectAccessible(page);
    },
  );
}
