import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { csrfHeader, postJson, registerByApi } from './accountApi';
import { PASSWORD, addToCart, cartCount, escape, twoProducts } from './checkoutSteps';
import { acceptCookies } from './consentCookie';

/**
 * Issue 15, orders after the sale, in French and in Dutch, on a desktop and on a phone: a new
 * customer's order (placed through the checkout's calls; the checkout journey itself is
 * checkout.spec.ts's), the order list and detail, re-order of a line (the cart widget counts
 * it), and a delivery-address change request (the button stays disabled with the sent text,
 * after a reload too). axe on every page and on the modal.
 */
const words = {
  fr: {
    orders: 'Mes commandes',
    invoice: 'Facture de la commande',
    reorderLine: 'Commander à nouveau',
    added: 'Ajouté à votre panier au prix du jour',
    change: 'Changer l’adresse de livraison',
    sent: 'Demande de changement d’adresse envoyée',
    send: 'Envoyer la demande',
    paid: 'Payée',
  },
  nl: {
    orders: 'Mijn bestellingen',
    invoice: 'Factuur van bestelling',
    reorderLine: 'Opnieuw bestellen',
    added: 'Toegevoegd aan uw winkelmandje tegen de prijs van vandaag',
    change: 'Leveringsadres wijzigen',
    sent: 'Aanvraag tot adreswijziging verstuurd',
    send: 'Aanvraag versturen',
    paid: 'Betaald',
  },
} as const;

async function getJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path, { headers: { accept: 'application/json' } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

interface Cart {
  Countries: { Id: number; Code: string }[];
  ShippingMethods: { Id: number; IsPickup: boolean }[];
  Version: number;
}

/** Pays the cart through K15 with the sandbox's test card; answers the order number. */
async function placeOrder(page: Page): Promise<string> {
  const cart = await getJson<Cart>(page, 'api/v1/shoppingcarts');
  const be = cart.Countries.find((c) => c.Code === 'BE')!.Id;
  const method = cart.ShippingMethods.find((m) => !m.IsPickup)!;
  await postJson(page, 'api/v1/shoppingcarts/shippingmethods', { ShippingMethodId: method.Id });
  const billing = await postJson<{ Id: number }>(
    page,
    'api/v1/customers/addresses',
    {
      Id: 0,
      AddressType: 'Both',
      AccountType: 'Private',
      FirstName: 'Alex',
      LastName: 'Test',
      BillingCountry: be,
      BillingCity: 'Bruxelles',
      BillingPostalCode: '1000',
      BillingStreet1: 'Rue Haute',
      BillingHouseNumber: '12',
    },
    201,
  );
  // A second address the delivery can be moved to.
  await postJson(
    page,
    'api/v1/customers/addresses',
    {
      Id: 0,
      AddressType: 'Shipping',
      AccountType: 'Private',
      FirstName: 'Alex',
      LastName: 'Test',
      CountryId: be,
      City: 'Gent',
      PostalCode: '9000',
      Street1: 'Veldstraat',
      HouseNumber: '12',
    },
    201,
  );
  const { Version } = await getJson<Cart>(page, 'api/v1/shoppingcarts');
  const { PaymentMethodId } = await postJson<{ PaymentMethodId: string }>(
    page,
    'sandbox-pay/v1/payment-methods',
    {
      CardNumber: '4242 4242 4242 4242',
      ExpiryMonth: 12,
      ExpiryYear: new Date().getFullYear() + 2,
      Cvc: '737',
      HolderName: 'Alex Test',
      BillingAddress: 'Rue Haute 12, 1000 Bruxelles',
    },
  );
  const placed = await postJson<{ OrderNumber: string }>(
    page,
    'api/v1/checkout/orders',
    {
      BillingAddressId: billing.Id,
      SameAddressForShipping: true,
      ShippingMethodId: method.Id,
      PaymentMethodId,
      AcceptTerms: true,
      CartVersion: Version,
    },
    201,
  );
  return placed.OrderNumber;
}

for (const culture of ['fr', 'nl'] as const) {
  test(`${culture}: order list and detail, re-order a line, delivery-address change`, async ({
    page,
    context,
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const w = words[culture];
    const project = testInfo.project.name;
    await acceptCookies(context, baseURL ?? '');
    await registerByApi(page, culture, {
      email: `orders-${project}-${culture}-${Date.now()}@vitrine.test`,
      password: PASSWORD,
    });
    const run = (project === 'mobile' ? 2 : 0) + (culture === 'fr' ? 0 : 1);
    const [a, b] = await twoProducts(request, culture, run);
    await addToCart(page, culture, a.url, 'continue');
    await addToCart(page, culture, b.url, 'continue');
    // The order keeps its lines' names in the language it was placed in.
    await context.setExtraHTTPHeaders({ 'Accept-Language': culture });
    expect(await csrfHeader(page)).toBeDefined();
    const number = await placeOrder(page);

    // The list, from the account home's card (the area's nav has the same link).
    await page.goto(`${culture}/account`);
    await page.locator('.account-page').getByRole('link', { name: w.orders }).click();
    await expect(page).toHaveURL(new RegExp(`${culture}/account/orders$`));
    const row = page.getByRole('row', { name: new RegExp(escape(number)) });
    await expect(row).toContainText(w.paid);
    await expectAccessible(page);

    // The detail.
    await row.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`${culture}/account/orders/${escape(number)}$`));
    await expect(page.getByRole('heading', { name: `${w.invoice} ${number}` })).toBeVisible();
    await expectAccessible(page);

    // Re-order one line: the cart (emptied by the order) holds it again.
    await page
      .getByRole('button', { name: new RegExp(`^${escape(w.reorderLine)} – ${escape(a.name)}`) })
      .click();
    await expect(page.getByRole('status').filter({ hasText: w.added })).toBeVisible();
    await cartCount(page, culture, 1);

    // Ask for delivery to the other address of the book.
    await page.getByRole('button', { name: w.change }).click();
    const modal = page.getByRole('dialog', { name: w.change });
    await expect(modal.getByRole('radio', { name: /Veldstraat 12/ })).toBeVisible();
    await expectAccessible(page);
    await modal.getByRole('radio', { name: /Veldstraat 12/ }).check();
    await modal.getByRole('button', { name: w.send }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: w.sent })).toBeDisabled();
    await expectAccessible(page);

    // Still pending after a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: w.sent })).toBeDisabled();
  });
}
