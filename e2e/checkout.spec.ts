import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies } from './consentCookie';

/**
 * Issue 5's journey, in French and in Dutch, on a desktop and on a phone: add two products,
 * change a quantity, a refused and an accepted coupon, a currency change through its warning,
 * shipping, sign in at checkout (the anonymous cart follows), a billing address added in the
 * modal, a refused and a valid VAT number, a declined then an accepted test card, and the order
 * confirmation. The cart widget's count is checked after every step.
 */
const words = {
  fr: {
    add: 'Ajouter au panier',
    added: 'Article ajouté au panier',
    continue: 'Continuer mes achats',
    goBasket: 'Voir mon panier',
    cart: 'Panier',
    quantityOf: 'Quantité de',
    couponCode: 'Code promo',
    noCoupon: 'n’est pas valable pour votre panier',
    couponApplied: 'Le code promo a été appliqué à votre panier.',
    currency: 'Devise',
    force: 'Changer quand même',
    shippingMethod: 'Mode de livraison',
    order: 'Commander',
    signIn: 'Se connecter',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    addBilling: 'Ajouter une adresse de facturation',
    newBilling: 'Nouvelle adresse de facturation',
    firstName: 'Prénom',
    lastName: 'Nom',
    street: 'Rue',
    number: 'Numéro',
    postal: 'Code postal',
    city: 'Localité',
    country: 'Pays',
    save: 'Enregistrer l’adresse',
    billing: 'Adresse de facturation',
    vat: 'Numéro de TVA (facultatif)',
    cardGroup: 'Paiement par carte',
    holder: 'Titulaire de la carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Code de sécurité (CVC)',
    cardAddress: 'Adresse de facturation de la carte',
    terms: 'J’accepte les conditions générales de vente',
    pay: 'Payer et commander',
    thanks: 'Merci pour votre commande',
    street1: 'Rue Haute',
    cityName: 'Bruxelles',
    belgium: 'Belgique',
  },
  nl: {
    add: 'In winkelmandje',
    added: 'Artikel toegevoegd',
    continue: 'Verder winkelen',
    goBasket: 'Naar mijn winkelmandje',
    cart: 'Winkelmandje',
    quantityOf: 'Aantal van',
    couponCode: 'Kortingscode',
    noCoupon: 'niet geldig voor uw winkelmandje',
    couponApplied: 'De kortingscode is op uw winkelmandje toegepast.',
    currency: 'Munt',
    force: 'Toch wijzigen',
    shippingMethod: 'Verzendwijze',
    order: 'Bestellen',
    signIn: 'Aanmelden',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    addBilling: 'Een factuuradres toevoegen',
    newBilling: 'Nieuw factuuradres',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    street: 'Straat',
    number: 'Huisnummer',
    postal: 'Postcode',
    city: 'Gemeente',
    country: 'Land',
    save: 'Adres opslaan',
    billing: 'Factuuradres',
    vat: 'Btw-nummer (optioneel)',
    cardGroup: 'Betalen met kaart',
    holder: 'Naam van de kaarthouder',
    cardNumber: 'Kaartnummer',
    expiry: 'Vervaldatum (MM/JJ)',
    cvc: 'Beveiligingscode (CVC)',
    cardAddress: 'Factuuradres van de kaart',
    terms: 'Ik aanvaard de algemene verkoopvoorwaarden',
    pay: 'Betalen en bestellen',
    thanks: 'Bedankt voor uw bestelling',
    street1: 'Hoogstraat',
    cityName: 'Brussel',
    belgium: 'België',
  },
} as const;
type Culture = keyof typeof words;

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
const PASSWORD = 'Vitrine-demo-2026!';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Tile {
  Url: string;
  Name: string;
  InStock: boolean;
}
interface PageJson {
  Name: string;
  MinQty: number;
  StepQty: number;
  MaxQty: number | null;
  ProductVariantViewModel: { Stock: { Quantity: number } };
}

/** Two products whose first variant is well in stock and sold by the piece, per run. */
async function twoProducts(request: APIRequestContext, culture: Culture, run: number) {
  const json = { accept: 'application/json' };
  const list = (await (
    await request.get(`${culture}/catalog?pageSize=48`, { headers: json })
  ).json()) as { Products: Tile[] };
  const found: { url: string; name: string }[] = [];
  for (const tile of list.Products.filter((p) => p.InStock)) {
    const page = (await (await request.get(tile.Url, { headers: json })).json()) as PageJson;
    const fits =
      page.ProductVariantViewModel.Stock.Quantity >= 12 &&
      page.MinQty === 1 &&
      page.StepQty === 1 &&
      (page.MaxQty === null || page.MaxQty === 0 || page.MaxQty >= 5);
    if (fits) found.push({ url: new URL(tile.Url, 'http://x').pathname, name: page.Name });
    if (found.length >= 2 * (run + 1)) break;
  }
  expect(found.length).toBeGreaterThanOrEqual(2 * (run + 1));
  return [found[2 * run]!, found[2 * run + 1]!] as const;
}

function cartCount(page: Page, culture: Culture, count: number) {
  const noun = culture === 'fr' ? 'article' : 'artikel';
  return expect(
    page
      .locator('.site-header')
      .getByRole('button', { name: new RegExp(`^${words[culture].cart}, ${count} ${noun}`) }),
  ).toBeVisible();
}

async function addToCart(page: Page, culture: Culture, url: string, then: 'continue' | 'goBasket') {
  const w = words[culture];
  await page.goto(url);
  await page.getByRole('button', { name: w.add }).click();
  const dialog = page.getByRole('dialog', { name: w.added });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: w[then] }).click();
  await expect(dialog).toBeHidden();
}

for (const culture of ['fr', 'nl'] as const) {
  test(`${culture}: add, change, coupons, currency, shipping, address, VAT, pay, confirmation`, async ({
    page,
    context,
    baseURL,
    request,
  }, testInfo) => {
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
    await page.getByRole('combobox', { name: w.currency, exact: true }).first().selectOption('USD');
    await page.getByRole('button', { name: w.force }).click();
    await expect(total).toContainText('$');
    await cartCount(page, culture, 3);

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
    await page.getByRole('button', { name: w.addBilling }).click();
    const modal = page.getByRole('dialog', { name: w.newBilling });
    await modal.getByRole('textbox', { name: w.firstName, exact: true }).fill('Alex');
    await modal.getByRole('textbox', { name: w.lastName, exact: true }).fill('Test');
    await modal.getByRole('textbox', { name: w.street, exact: true }).fill(w.street1);
    await modal.getByRole('textbox', { name: w.number, exact: true }).fill('12');
    await modal.getByRole('textbox', { name: w.postal, exact: true }).fill('1000');
    await modal.getByRole('textbox', { name: w.city, exact: true }).fill(w.cityName);
    await modal
      .getByRole('combobox', { name: w.country, exact: true })
      .selectOption({ label: w.belgium });
    await modal.getByRole('button', { name: w.save }).click();
    await expect(modal).toBeHidden();
    const billing = page.getByRole('group', { name: w.billing, exact: true });
    await expect(billing.getByRole('radio', { name: new RegExp(w.street1) })).toBeChecked();

    // VAT: a number whose check digits are wrong, then a valid one.
    const vat = page.getByRole('textbox', { name: w.vat });
    await vat.fill('BE0403019262');
    await vat.press('Tab');
    await expect(vat).toHaveClass(/is-invalid/);
    await vat.fill('BE0403019261');
    await vat.press('Tab');
    await expect(vat).toHaveClass(/is-valid/);

    const checkoutMethods = page.getByRole('group', { name: w.shippingMethod }).getByRole('radio');
    if (!(await checkoutMethods.first().isChecked())) await checkoutMethods.first().check();
    await expectAccessible(page);

    // A declined test card keeps the form and says why; the accepted one places the order.
    const card = page.getByRole('group', { name: w.cardGroup });
    await card.getByRole('textbox', { name: w.holder }).fill('Alex Test');
    await card.getByRole('textbox', { name: w.cardNumber }).fill('4000 0000 0000 0002');
    await card.getByRole('textbox', { name: w.expiry }).fill('12/30');
    await card.getByRole('textbox', { name: w.cvc }).fill('123');
    const cardAddress = card.getByRole('textbox', { name: w.cardAddress });
    if (!(await cardAddress.inputValue())) await cardAddress.fill(`${w.street1} 12, 1000`);
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
  });
}
