import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { registrationToken } from './accountApi';
import { addToCart, cartCount, twoProducts, words as shop } from './checkoutSteps';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/**
 * Issue 14's security journeys, in French and in Dutch, on a desktop and on a phone: register →
 * "check your mail" → the mail in the outbox (/dev/mail, MAIL_VIEWER=1) → its link makes the
 * account, verified, and logs in; forgot password → the mail → the reset link → a new password
 * → log in with it; checkout as a visitor → the 401 login modal → "create an account" in it →
 * the mail's link → back on the checkout, logged in, the cart kept. Every account is new
 * (unique e-mails per run).
 */
const words = {
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    terms: 'J’accepte les conditions générales de vente',
    createMine: 'Créer mon compte',
    createAccount: 'Créer un compte',
    banner: 'Adresse e-mail à confirmer',
    verifySubject: 'Confirmez votre adresse e-mail pour Vitrine',
    resetSubject: 'Réinitialisez votre mot de passe Vitrine',
    forgot: 'Mot de passe oublié ?',
    sendLink: 'Envoyer le lien',
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmez le mot de passe',
    save: 'Enregistrer le mot de passe',
    logIn: 'Se connecter',
    rulesMet: 'au moins 10 caractères (respecté)',
  },
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    terms: 'Ik aanvaard de algemene verkoopvoorwaarden',
    createMine: 'Mijn account aanmaken',
    createAccount: 'Account aanmaken',
    banner: 'E-mailadres te bevestigen',
    verifySubject: 'Bevestig uw e-mailadres voor Vitrine',
    resetSubject: 'Stel uw Vitrine-wachtwoord opnieuw in',
    forgot: 'Wachtwoord vergeten?',
    sendLink: 'Link versturen',
    newPassword: 'Nieuw wachtwoord',
    confirm: 'Bevestig het wachtwoord',
    save: 'Wachtwoord opslaan',
    logIn: 'Aanmelden',
    rulesMet: 'minstens 10 tekens (in orde)',
  },
} as const;
type Culture = keyof typeof words;

const PASSWORD = 'Journey-2026!';
const uniqueEmail = (what: string, project: string, culture: Culture) =>
  `${what}-${Date.now()}-${project}-${culture}@example.test`;

/** The register form's fields, in a page or in the login modal. */
async function fillRegister(
  scope: Page | ReturnType<Page['locator']>,
  culture: Culture,
  email: string,
) {
  const w = words[culture];
  await scope.getByLabel(w.email, { exact: true }).fill(email);
  await scope.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await scope.getByLabel(w.firstName, { exact: true }).fill('Alex');
  await scope.getByLabel(w.lastName, { exact: true }).fill('Martin');
  await scope.getByRole('checkbox', { name: w.terms }).check();
}

/** Opens the newest mail to `email` with this subject in the outbox and returns its link to `path`. */
async function mailLink(page: Page, email: string, subject: string, path: string) {
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: subject });
  // Sent after the request's commit: the list is read again until it is there.
  await expect(async () => {
    await page.goto('dev/mail');
    await expect(row.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expectAccessible(page);
  await row.first().getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/dev\/mail\/\d+$/);
  await expectAccessible(page);
  const link = page.getByRole('link', { name: new RegExp(`/security/${path}\\?token=`) });
  return (await link.first().getAttribute('href'))!;
}

for (const culture of ['fr', 'nl'] as const) {
  const w = words[culture];

  test(
    `${culture}: register, the mail's link makes the account, logged in and verified`,
    paired(culture),
    async ({ page, context, baseURL }, testInfo) => {
      test.setTimeout(90_000);
      await acceptCookies(context, baseURL ?? '');
      const email = uniqueEmail('reg', testInfo.project.name, culture);

      await page.goto(`${culture}/security/register`);
      await expect(page.getByRole('heading', { level: 1, name: w.createAccount })).toBeVisible();
      await fillRegister(page, culture, email);
      // The password rule, listed live under the field.
      await expect(page.getByLabel(w.password, { exact: true })).toHaveAccessibleDescription(
        new RegExp(w.rulesMet.replace(/[()]/g, '\\$&')),
      );
      await expectAccessible(page);
      await page.getByRole('button', { name: w.createMine }).click();

      // "Check your mail" in place of the form (the same for an address with an account): the
      // page stays, nobody is logged in yet.
      await expect(page.locator('.register-page .register-sent')).toContainText(email);
      await expect(page).toHaveURL(`${culture}/security/register`);
      await expectAccessible(page);

      // The mail's link makes the account and logs in, on the account page; already verified.
      const link = await mailLink(page, email, w.verifySubject, 'verifyemail');
      await page.goto(link);
      await expect(page).toHaveURL(`${culture}/account`);
      await expect(page.getByText(email).first()).toBeVisible();
      await expect(page.getByRole('region', { name: w.banner })).toHaveCount(0);
      await expectAccessible(page);
      await page.goto(`${culture}/`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: w.banner })).toHaveCount(0);
    },
  );

  test(
    `${culture}: forgot password, the reset mail's link, a new password, log in with it`,
    paired(culture),
    async ({ page, context, baseURL }, testInfo) => {
      test.setTimeout(90_000);
      await acceptCookies(context, baseURL ?? '');
      const email = uniqueEmail('reset', testInfo.project.name, culture);

      // An account of this run's own, made in another browser (its own cookies).
      const other = await apiRequest.newContext({ baseURL });
      await other.get(`${culture}/`);
      const csrf = (await other.storageState()).cookies.find((c) => c.name === 'vitrine.csrf');
      const registered = await other.post('api/v1/security/register', {
        headers: { 'x-csrf-token': csrf?.value ?? '' },
        data: {
          Email: email,
          Password: PASSWORD,
          FirstName: 'Noor',
          LastName: 'Peeters',
          Culture: culture,
          AcceptTerms: true,
        },
      });
      expect(registered.status()).toBe(202);
      // The mailed link makes the account (in that other browser).
      const Token = await registrationToken(other, email);
      const made = await other.post('api/v1/security/verifyemail', {
        headers: { 'x-csrf-token': csrf?.value ?? '' },
        data: { Token },
      });
      expect(made.status()).toBe(200);
      await other.dispose();

      await page.goto(`${culture}/security/login`);
      await page.getByRole('link', { name: w.forgot }).click();
      await expect(page).toHaveURL(`${culture}/security/forgotpassword`);
      // The address bar moves at once; the login page (with its own e-mail field) stays on screen
      // until the next page's chunk is there.
      await expect(page.locator('.forgot-password-page')).toBeVisible();
      await page.getByLabel(w.email, { exact: true }).fill(email);
      await expectAccessible(page);
      await page.getByRole('button', { name: w.sendLink }).click();
      // The same sentence whether the address has an account or not.
      await expect(page.locator('.forgot-password-page').getByRole('status')).not.toBeEmpty();

      const link = await mailLink(page, email, w.resetSubject, 'resetpassword');
      await page.goto(link);
      const newPassword = 'Another-journey-2026?';
      await page.getByLabel(w.newPassword, { exact: true }).fill(newPassword);
      await page.getByLabel(w.confirm, { exact: true }).fill(newPassword);
      await expectAccessible(page);
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.locator('.reset-password-page').getByRole('status')).not.toBeEmpty();
      await page.getByRole('link', { name: w.logIn, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`${culture}/security/login`));
      await expect(page.locator('.login-page')).toBeVisible();
      await page.getByLabel(w.email, { exact: true }).fill(email);
      await page.getByLabel(w.password, { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: w.logIn, exact: true }).click();
      await expect(page).toHaveURL(`${culture}/account`);
      await expect(page.getByText(email).first()).toBeVisible();
      await expectAccessible(page);
    },
  );

  test(
    `${culture}: checkout as a visitor, the 401 modal, register in it, the mail's link, back on the checkout`,
    paired(culture),
    async ({ page, context, baseURL, request }, testInfo) => {
      test.setTimeout(90_000);
      await acceptCookies(context, baseURL ?? '');
      const email = uniqueEmail('checkout', testInfo.project.name, culture);
      // Nothing is bought: any product well in stock does.
      const [product] = await twoProducts(request, culture, 0);

      await addToCart(page, culture, product.url, 'goBasket');
      await cartCount(page, culture, 1);
      await page.getByRole('link', { name: shop[culture].order, exact: true }).click();
      // The checkout's first call answers 401: the login modal opens by itself.
      const modal = page.locator('.modal.login-modal');
      await expect(modal).toBeVisible();
      await modal.getByRole('button', { name: w.createAccount }).click();
      await expect(modal.getByRole('heading', { name: w.createAccount })).toBeVisible();
      await fillRegister(modal, culture, email);
      await expectAccessible(page);
      await modal.getByRole('button', { name: w.createMine }).click();
      // "Check your mail" in the modal; its link, followed in this browser, logs in.
      await expect(modal.locator('.register-sent')).toContainText(email);

      const link = await mailLink(page, email, w.verifySubject, 'verifyemail');
      await page.goto(link);
      await expect(page).toHaveURL(`${culture}/shoppingcarts/checkout`);
      // The visitor's cart followed the new account; the address is verified (no banner).
      await cartCount(page, culture, 1);
      await expect(page.getByRole('region', { name: w.banner })).toHaveCount(0);
      await expectAccessible(page);
    },
  );
}
