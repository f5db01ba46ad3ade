import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fillBelgianAddress } from './addressModal';

/**
 * The checkout journey's words and steps, shared by checkout.spec.ts and mail.spec.ts (which
 * places an order the same way to find its confirmation mail).
 */
export const words = {
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
export type Culture = keyof typeof words;

/** The demo accounts' public password (server/seed/customers.ts). */
export const PASSWORD = 'Vitrine-demo-2026!';
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
export async function twoProducts(request: APIRequestContext, culture: Culture, run: number) {
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

export function cartCount(page: Page, culture: Culture, count: number) {
  const noun = culture === 'fr' ? 'article' : 'artikel';
  return expect(
    page
      .locator('.site-header')
      .getByRole('button', { name: new RegExp(`^${words[culture].cart}, ${count} ${noun}`) }),
  ).toBeVisible();
}

export async function addToCart(
  page: Page,
  culture: Culture,
  url: string,
  then: 'continue' | 'goBasket',
) {
  const w = words[culture];
  await page.goto(url);
  await page.getByRole('button', { name: w.add }).click();
  const dialog = page.getByRole('dialog', { name: w.added });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: w[then] }).click();
  await expect(dialog).toBeHidden();
}

/** Adds a Belgian billing address in the checkout's modal; it becomes the chosen one. */
export async function addBillingAddress(page: Page, culture: Culture) {
  const w = words[culture];
  await page.getByRole('button', { name: w.addBilling }).click();
  const modal = page.getByRole('dialog', { name: w.newBilling });
  await fillBelgianAddress(modal, w, w.street1);
  await modal.getByRole('button', { name: w.save }).click();
  await expect(modal).toBeHidden();
  const billing = page.getByRole('group', { name: w.billing, exact: true });
  await expect(billing.getByRole('radio', { name: new RegExp(w.street1) })).toBeChecked();
}

/** Fills the card form with a test card (the address line only when the form left it empty). */
export async function fillCard(page: Page, culture: Culture, cardNumber: string) {
  const w = words[culture];
  const card = page.getByRole('group', { name: w.cardGroup });
  await card.getByRole('textbox', { name: w.holder }).fill('Alex Test');
  await card.getByRole('textbox', { name: w.cardNumber }).fill(cardNumber);
  await card.getByRole('textbox', { name: w.expiry }).fill('12/30');
  await card.getByRole('textbox', { name: w.cvc }).fill('123');
  const cardAddress = card.getByRole('textbox', { name: w.cardAddress });
  if (!(await cardAddress.inputValue())) await cardAddress.fill(`${w.street1} 12, 1000`);
  return card;
}
