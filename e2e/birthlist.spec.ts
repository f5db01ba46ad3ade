import { expect, test, type Page } from '@playwright/test';
import { csrfHeader, postJson, registerByApi } from './accountApi';
import { expectAccessible } from './axe';
import { cartCount, twoProducts } from './checkoutSteps';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/**
 * A birth list shared by link (issue 16, ours), in French and in Dutch, on a desktop and on a
 * phone: a new customer's birth list (made through the API, shared with the switch of the
 * list's page) is opened in a fresh browser as a visitor, who offers one unit (the cart widget
 * follows), signs up, pays with the sandbox's test card, and finds the item counted on the
 * list. axe on the list page and on the shared page.
 */
const words = {
  fr: {
    share: 'Partager cette liste',
    link: 'Lien de partage',
    intro: 'Liste de Marie',
    wanted: 'Encore 1 sur 1 souhaité(s)',
    quantity: 'Quantité à offrir',
    showName: 'Dire à Marie que ce cadeau vient de moi',
    offer: 'Offrir ce cadeau',
    added: /est dans votre panier comme cadeau/,
    given: 'Offert, merci !',
  },
  nl: {
    share: 'Deze lijst delen',
    link: 'Deellink',
    intro: 'Lijst van Marie',
    wanted: 'Nog 1 van 1 gewenst',
    quantity: 'Aantal om te geven',
    showName: 'Marie laten weten dat dit cadeau van mij komt',
    offer: 'Dit cadeau geven',
    added: /zit als cadeau in uw winkelmandje/,
    given: 'Geschonken, bedankt!',
  },
};
const runs = ['desktop-fr', 'desktop-nl', 'mobile-fr', 'mobile-nl'];

async function getJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path, { headers: { accept: 'application/json' } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

/** Delivery, a billing address and the sandbox's test card: K15 for the page's cart. */
async function pay(page: Page): Promise<void> {
  type Cart = { Countries: { Id: number; Code: string }[]; Version: number };
  const cart = await getJson<Cart & { ShippingMethods: { Id: number; IsPickup: boolean }[] }>(
    page,
    'api/v1/shoppingcarts',
  );
  const be = cart.Countries.find((c) => c.Code === 'BE')!.Id;
  const method = cart.ShippingMethods.find((m) => !m.IsPickup)!;
  await postJson(page, 'api/v1/shoppingcarts/shippingmethods', { ShippingMethodId: method.Id });
  const address = {
    Id: 0,
    AddressType: 'Both',
    AccountType: 'Private',
    FirstName: 'Sam',
    LastName: 'Guest',
    BillingCountry: be,
    BillingCity: 'Bruxelles',
    BillingPostalCode: '1000',
    BillingStreet1: 'Rue Haute',
    BillingHouseNumber: '12',
  };
  const billing = await postJson<{ Id: number }>(page, 'api/v1/customers/addresses', address, 201);
  const { Version } = await getJson<Cart>(page, 'api/v1/shoppingcarts');
  const { PaymentMethodId } = await postJson<{ PaymentMethodId: string }>(
    page,
    'sandbox-pay/v1/payment-methods',
    {
      CardNumber: '4242 4242 4242 4242',
      ExpiryMonth: 12,
      ExpiryYear: new Date().getFullYear() + 2,
      Cvc: '737',
      HolderName: 'Sam Guest',
      BillingAddress: 'Rue Haute 12, 1000 Bruxelles',
    },
  );
  const body = {
    BillingAddressId: billing.Id,
    SameAddressForShipping: true,
    ShippingMethodId: method.Id,
    PaymentMethodId,
    AcceptTerms: true,
    CartVersion: Version,
  };
  await postJson(page, 'api/v1/checkout/orders', body, 201);
}

for (const culture of ['fr', 'nl'] as const) {
  test(
    `${culture}: share a birth list, a guest offers a gift and pays, the list counts it`,
    paired(culture),
    async ({ page, context, browser, baseURL, request }, testInfo) => {
      test.setTimeout(120_000);
      const w = words[culture];
      const key = `${testInfo.project.name.replace(/-shop$/, '')}-${culture}`;
      const [product] = await twoProducts(request, culture, runs.indexOf(key));

      // The parents: a new account, a birth list of one wanted item, shared (all through the API).
      const parents = await browser.newContext({ baseURL });
      await acceptCookies(parents, baseURL ?? '');
      const owner = await parents.newPage();
      await registerByApi(owner, culture, {
        email: `birthlist-${key}-${Date.now()}@vitrine.test`,
        password: 'Birthlist-journey-2026!',
        firstName: 'Marie',
      });
      const view = await getJson<{ ProductVariantViewModel: { ProductVariantId: number } }>(
        owner,
        product!.url.replace(/^\//, ''),
      );
      const added = await postJson<{ WishlistId: number }>(
        owner,
        'api/v1/catalog/wishlist/addproductvariant',
        {
          ProductVariantId: view.ProductVariantViewModel.ProductVariantId,
          Quantity: 1,
          Kind: 'birthlist',
          culture,
        },
      );
      // Shared from the list's own page: the switch shows the link to send.
      await owner.goto(`${culture}/catalog/wishlist/list?Id=${added.WishlistId}`);
      await owner.getByRole('switch', { name: w.share }).check();
      const link = owner.getByRole('textbox', { name: w.link });
      await expect(link).toHaveValue(new RegExp(`/${culture}/catalog/wishlist/shared/[\\w-]{43}$`));
      await expectAccessible(owner);
      const ShareUrl = new URL(await link.inputValue()).pathname;
      await parents.close();

      // A guest in a browser of their own, no account: the link, one unit offered.
      await acceptCookies(context, baseURL ?? '');
      await page.goto(ShareUrl);
      await expect(page.getByText(w.intro)).toBeVisible();
      const tile = page.getByRole('article', { name: product!.name });
      await expect(tile.getByText(w.wanted)).toBeVisible();
      await expectAccessible(page);
      await tile.getByLabel(w.quantity).fill('1');
      await tile.getByLabel(w.showName).check();
      await tile.getByRole('button', { name: w.offer }).click();
      await expect(page.getByText(w.added)).toBeVisible();
      await cartCount(page, culture, 1);

      // Signing up keeps the cart (and its gift); paid with the test card.
      await registerByApi(page, culture, {
        email: `guest-${key}-${Date.now()}@vitrine.test`,
        password: 'Birthlist-guest-2026!',
        firstName: 'Sam',
      });
      expect(await csrfHeader(page)).toBeDefined();
      await pay(page);

      // Counted: the list says it was given, and offers it no more.
      await page.goto(ShareUrl);
      const counted = page.getByRole('article', { name: product!.name });
      await expect(counted.getByText(w.given)).toBeVisible();
      await expect(counted.getByRole('button', { name: w.offer })).toHaveCount(0);
      await expectAccessible(page);
    },
  );
}
