import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerByApi } from './accountApi';
import { expectAccessible } from './axe';
import {
  PASSWORD,
  addBillingAddress,
  addToCart,
  escape,
  fillCard,
  twoProducts,
  words,
} from './checkoutSteps';
import { acceptCookies } from './consentCookie';
import { serveMapsStandIn } from './support/mapsStandIn';
import { paired } from './cultures';

/**
 * Issue 17’s pickup journey (fr and nl, each on a desktop and a phone), with the Maps JS API answered by
 * the local stand-in (e2e/support): in the cart the pickup method, the modal, a postcode search
 * (bpost, 1000 Bruxelles), a point chosen on the list and another by its marker, Select enabled
 * only then, the save; the preset point pre-selected when the modal opens again; without a maps
 * key the list alone; the checkout showing the point, the payment, the order's detail.
 */
const texts = {
  fr: {
    method: 'Point d’enlèvement bpost',
    pick: 'Choisir',
    choose: 'Choisir un point d’enlèvement',
    change: 'Changer de point d’enlèvement',
    title: 'Choisir un point d’enlèvement',
    postal: 'Code postal',
    search: 'Rechercher',
    list: 'Points d’enlèvement',
    select: 'Sélectionner ce point d’enlèvement',
    map: 'Carte des points d’enlèvement',
    noKey: 'La carte n’est pas disponible pour le moment.',
    parcel: 'Votre colis sera livré au point d’enlèvement',
    orderPoint: 'Point d’enlèvement :',
    cancel: 'Annuler',
  },
  nl: {
    method: 'bpost-afhaalpunt',
    pick: 'Kiezen',
    choose: 'Kies een afhaalpunt',
    change: 'Ander afhaalpunt kiezen',
    title: 'Kies een afhaalpunt',
    postal: 'Postcode',
    search: 'Zoeken',
    list: 'Afhaalpunten',
    select: 'Dit afhaalpunt selecteren',
    map: 'Kaart van de afhaalpunten',
    noKey: 'De kaart is momenteel niet beschikbaar.',
    parcel: 'Uw pakket wordt geleverd in het afhaalpunt',
    orderPoint: 'Afhaalpunt:',
    cancel: 'Annuleren',
  },
} as const;

const M5 = '**/api/v1/settings/GoogleFrontAPIKey';

/** M5 answering a key (the stand-in then serves the script) or none (the list-only path). */
async function mapsKey(page: Page, value: string) {
  await page.unroute(M5);
  await page.route(M5, (route) =>
    route.fulfill({ json: { Key: 'GoogleFrontAPIKey', Value: value } }),
  );
}

/** The modal, opened from the cart's or the checkout's pickup choice. */
async function openModal(page: Page, name: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  return modal;
}

for (const culture of ['fr', 'nl'] as const) {
  test(
    `${culture}: pickup point: cart, modal (list and map), preset, list only, checkout, order`,
    paired(culture),
    async ({ page, context, baseURL, request }, testInfo) => {
      test.setTimeout(240_000);
      const w = words[culture];
      const p = texts[culture];
      await acceptCookies(context, baseURL ?? '');
      await serveMapsStandIn(page);
      await mapsKey(page, 'stand-in-key');
      await registerByApi(page, culture, {
        email: `pickup-${testInfo.project.name}-${Date.now()}@vitrine.test`,
        password: PASSWORD,
      });
      const run = (testInfo.project.name === 'mobile' ? 2 : 0) + (culture === 'nl' ? 1 : 0);
      const [product] = await twoProducts(request, culture, run);
      await addToCart(page, culture, product.url, 'goBasket');
      await expect(page).toHaveURL(`${culture}/shoppingcarts`);

      // The pickup method: no point yet, a button to choose one.
      const methods = page.getByRole('group', { name: w.shippingMethod });
      await methods.getByRole('radio', { name: new RegExp(escape(p.method)) }).check();
      const choice = page.locator('.pickup-choice');
      await expect(choice.getByRole('button', { name: p.choose })).toBeVisible();

      // The modal: a postcode search lists the points; Select waits for a choice.
      let modal = await openModal(page, p.choose, p.title);
      await modal.getByRole('textbox', { name: p.postal }).fill('1000');
      await modal.getByRole('button', { name: p.search }).click();
      const list = modal.getByRole('radiogroup', { name: p.list });
      const radios = list.getByRole('radio');
      await expect(radios.first()).toBeVisible();
      expect(await radios.count()).toBeGreaterThanOrEqual(2);
      const select = modal.getByRole('button', { name: p.select });
      await expect(select).toBeDisabled();
      await expect(modal.locator('.pickup-panel')).toHaveAttribute('data-search-radius', /\d/);
      await expect(modal.locator('.pickup-panel')).toHaveAttribute('data-maximum-list-size', /\d/);

      // One point by its marker, then another by its row's Choose button: list and map follow.
      const names = await list.locator('label').allInnerTexts();
      const once = (name: string) => names.filter((n) => n === name).length === 1;
      const map = modal.getByRole('region', { name: p.map });
      const markers = map.getByRole('button');
      await expect(markers.first()).toBeVisible();
      const labels = await markers.evaluateAll((buttons) =>
        buttons.map((b) => b.getAttribute('aria-label') ?? ''),
      );
      const markerName = labels.find(once)!;
      // Markers of near points overlap (the stand-in draws no clusters): the click goes to the
      // marker itself, as a tap on its dot would.
      await map.getByRole('button', { name: markerName, exact: true }).dispatchEvent('click');
      await expect(radios.nth(names.indexOf(markerName))).toBeChecked();
      await expect(select).toBeEnabled();
      await expect(map.getByRole('dialog', { name: markerName })).toBeVisible();
      const row = names.findIndex((name) => name !== markerName && once(name));
      const secondName = names[row]!;
      await list.getByRole('button', { name: `${p.pick} ${secondName}`, exact: true }).click();
      await expect(radios.nth(row)).toBeChecked();
      await expect(radios.nth(names.indexOf(markerName))).not.toBeChecked();
      await expect(map.getByRole('dialog', { name: secondName })).toBeVisible();
      await expectAccessible(page);
      await select.click();
      await expect(modal).toBeHidden();
      await expect(choice).toContainText(secondName);

      // Opened again: the saved point is pre-selected (001 §4).
      modal = await openModal(page, p.change, p.title);
      await expect(modal.getByRole('radio', { name: secondName, exact: true })).toBeChecked();
      await expect(modal.getByRole('button', { name: p.select })).toBeEnabled();
      await modal.getByRole('button', { name: p.cancel }).click();
      await expect(modal).toBeHidden();

      // Without a maps key: the map area says so, the list alone chooses and saves.
      await mapsKey(page, '');
      await page.reload();
      modal = await openModal(page, p.change, p.title);
      await expect(modal.getByText(p.noKey)).toBeVisible();
      const noKeyList = modal.getByRole('radiogroup', { name: p.list });
      await expect(noKeyList.getByRole('radio', { name: secondName, exact: true })).toBeChecked();
      // Another point of the list, named once in it, chosen by a click on its row.
      const listNames = await noKeyList.locator('label').allInnerTexts();
      const third = listNames.findIndex(
        (name) => name !== secondName && listNames.filter((n) => n === name).length === 1,
      );
      expect(third).toBeGreaterThanOrEqual(0);
      const chosenName = listNames[third]!;
      await noKeyList.getByRole('radio', { name: chosenName, exact: true }).check();
      await expect(noKeyList.getByRole('radio', { name: chosenName, exact: true })).toBeChecked();
      await expectAccessible(page);
      await modal.getByRole('button', { name: p.select }).click();
      await expect(modal).toBeHidden();
      await expect(page.locator('.pickup-choice-summary')).toContainText(chosenName);

      // The checkout: the point, no shipping address asked, then the payment.
      await page.getByRole('link', { name: w.order, exact: true }).click();
      await expect(page).toHaveURL(`${culture}/shoppingcarts/checkout`);
      await addBillingAddress(page, culture);
      await expect(page.getByText(p.parcel)).toBeVisible();
      await expect(page.locator('.checkout-shipping .pickup-choice')).toContainText(chosenName);
      await expect(page.locator('#checkout-same-address')).toHaveCount(0);
      await expectAccessible(page);
      await fillCard(page, culture, '4242 4242 4242 4242');
      await page.getByRole('checkbox', { name: w.terms }).check();
      await page.getByRole('button', { name: w.pay }).click();
      await expect(page).toHaveURL(new RegExp(`${culture}/shoppingcarts/confirmation/VT-`));
      await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
      const number = decodeURIComponent(page.url().split('/').pop()!);

      // The order's detail names the point.
      await page.goto(`${culture}/account/orders/${encodeURIComponent(number)}`);
      await expect(page.getByText(`${p.orderPoint} ${chosenName}`)).toBeVisible();
    },
  );
}
