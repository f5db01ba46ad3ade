import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { STAFF, logInThroughForm, registerByApi } from './accountApi';
import { fillBelgianAddress } from './addressModal';
import { expectAccessible } from './axe';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/**
 * The account area (issue 14), in French and in Dutch, on a desktop and on a phone: a fresh
 * customer (registered through the API) edits the profile, adds two addresses, makes one the
 * default and deletes the other, changes the password in the modal (on the phone, with the
 * mobile nav open: it closes when the modal shows), logs in again with the new password, turns
 * two-factor on with a code computed from the page's secret, sees the recovery codes, logs out.
 * Then the seeded staff member opens the mail outbox from the account home and finds that
 * customer's mails. axe on every page.
 */
const words = {
  fr: {
    account: 'Mon compte',
    profile: 'Mon profil',
    addresses: 'Mes adresses',
    security: 'Sécurité',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    saveProfile: 'Enregistrer',
    profileSaved: 'Votre profil a été enregistré.',
    addAddress: 'Ajouter une adresse',
    newAddress: 'Nouvelle adresse',
    street: 'Rue',
    number: 'Numéro',
    postal: 'Code postal',
    city: 'Localité',
    country: 'Pays',
    belgium: 'Belgique',
    saveAddress: 'Enregistrer l’adresse',
    defaultBilling: 'Facturation par défaut',
    useForBilling: 'Utiliser pour la facturation',
    remove: 'Supprimer',
    confirm: 'Confirmer',
    openMenu: 'Ouvrir le menu',
    changePassword: 'Changer le mot de passe',
    current: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmez le nouveau mot de passe',
    passwordChanged: 'Vos autres sessions ont été déconnectées.',
    logoff: 'Se déconnecter',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    greeting: 'Bonjour',
    setUp: 'Activer la validation en deux étapes',
    qr: 'Code QR à scanner pour la validation en deux étapes',
    code: 'Code à 6 chiffres de l’application',
    enable: 'Activer',
    recoveryCodes: 'Codes de secours',
    download: 'Télécharger (.txt)',
    back: 'Retour à la sécurité',
    twoFactorOn: 'La validation en deux étapes est activée.',
    street1: 'Rue Haute',
    street2: 'Rue Neuve',
    cityName: 'Bruxelles',
    staffMail: 'E-mails envoyés',
    mailTo: 'Destinataire',
  },
  nl: {
    account: 'Mijn account',
    profile: 'Mijn profiel',
    addresses: 'Mijn adressen',
    security: 'Beveiliging',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    phone: 'Telefoon',
    saveProfile: 'Opslaan',
    profileSaved: 'Uw profiel is opgeslagen.',
    addAddress: 'Een adres toevoegen',
    newAddress: 'Nieuw adres',
    street: 'Straat',
    number: 'Huisnummer',
    postal: 'Postcode',
    city: 'Gemeente',
    country: 'Land',
    belgium: 'België',
    saveAddress: 'Adres opslaan',
    defaultBilling: 'Standaard facturatieadres',
    useForBilling: 'Gebruiken voor facturatie',
    remove: 'Verwijderen',
    confirm: 'Bevestigen',
    openMenu: 'Menu openen',
    changePassword: 'Wachtwoord wijzigen',
    current: 'Huidig wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    confirmPassword: 'Bevestig het nieuwe wachtwoord',
    passwordChanged: 'Uw andere sessies zijn afgemeld.',
    logoff: 'Afmelden',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    signIn: 'Aanmelden',
    greeting: 'Hallo',
    setUp: 'Tweestapsverificatie instellen',
    qr: 'QR-code om te scannen voor tweestapsverificatie',
    code: 'Code van 6 cijfers uit de app',
    enable: 'Aanzetten',
    recoveryCodes: 'Herstelcodes',
    download: 'Downloaden (.txt)',
    back: 'Terug naar beveiliging',
    twoFactorOn: 'Tweestapsverificatie staat aan.',
    street1: 'Hoogstraat',
    street2: 'Nieuwstraat',
    cityName: 'Brussel',
    staffMail: 'Verzonden e-mails',
    mailTo: 'Ontvanger',
  },
} as const;
type Culture = keyof typeof words;

const FIRST_PASSWORD = 'Vitrine-area-2026!';
/** The seeded staff member (README), the demo's public password; never changed here. */
const NEW_PASSWORD = 'Vitrine-area-2027?';

async function addAddress(page: Page, culture: Culture, street: string) {
  const w = words[culture];
  await page.getByRole('button', { name: w.addAddress }).click();
  const modal = page.getByRole('dialog', { name: w.newAddress });
  await fillBelgianAddress(modal, w, street);
  await modal.getByRole('button', { name: w.saveAddress }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: street })).toBeVisible();
}

for (const culture of ['fr', 'nl'] as const) {
  test(
    `${culture}: profile, addresses, password change in the modal, two-factor on, staff outbox`,
    paired(culture),
    async ({ page, context, baseURL }, testInfo) => {
      // Two logins, a password change and two-factor setup: longer than one page's journey.
      test.setTimeout(120_000);
      const w = words[culture];
      const phone = testInfo.project.name === 'mobile';
      await acceptCookies(context, baseURL ?? '');
      const email = `area-${Date.now()}-${testInfo.project.name}-${culture}@example.test`;
      await registerByApi(page, culture, { email, password: FIRST_PASSWORD });

      // Home of the area.
      await page.goto(`${culture}/account`);
      await expect(page.getByRole('heading', { level: 1, name: w.account })).toBeVisible();
      await expect(page.getByText(`${w.greeting} Alex`)).toBeVisible();
      await expectAccessible(page);

      // Profile: the new name and phone are saved and still there after a reload.
      const areaNav = page.locator('.account-nav');
      await areaNav.getByRole('link', { name: w.profile }).click();
      await expect(page).toHaveURL(`${culture}/account/profile`);
      const lastName = page.getByRole('textbox', { name: w.lastName, exact: true });
      await expect(lastName).toHaveValue('Test');
      await lastName.fill('Janssens');
      await page.getByRole('textbox', { name: w.phone }).fill('+32 2 555 12 34');
      await page.getByRole('button', { name: w.saveProfile, exact: true }).click();
      await expect(page.getByText(w.profileSaved)).toBeVisible();
      await expectAccessible(page);
      await page.reload();
      await expect(page.getByRole('textbox', { name: w.lastName, exact: true })).toHaveValue(
        'Janssens',
      );

      // Addresses: two added, the second made the default billing one, the first deleted.
      await page.locator('.account-nav').getByRole('link', { name: w.addresses }).click();
      await expect(page).toHaveURL(`${culture}/account/addresses`);
      await addAddress(page, culture, w.street1);
      await addAddress(page, culture, w.street2);
      await expectAccessible(page);
      const second = page.getByRole('article').filter({ hasText: w.street2 });
      await second.getByRole('button', { name: new RegExp(`^${w.useForBilling}`) }).click();
      await expect(second.getByText(w.defaultBilling)).toBeVisible();
      const first = page.getByRole('article').filter({ hasText: w.street1 });
      await first.getByRole('button', { name: new RegExp(`^${w.remove}`) }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.confirm }).click();
      await expect(first).toHaveCount(0);
      await expect(second).toBeVisible();

      // Password: in a modal; on the phone the mobile nav is open first and closes when it shows.
      await page.locator('.account-nav').getByRole('link', { name: w.security }).click();
      await expect(page).toHaveURL(`${culture}/account/security`);
      await expectAccessible(page);
      if (phone) {
        await page.getByRole('button', { name: w.openMenu }).click();
        await expect(page.locator('#mobile-nav')).toBeVisible();
      }
      await page.getByRole('button', { name: w.changePassword }).click();
      const modal = page.getByRole('dialog', { name: w.changePassword });
      await expect(modal).toBeVisible();
      if (phone) await expect(page.locator('#mobile-nav')).toBeHidden();
      await modal.getByLabel(w.current, { exact: true }).fill(FIRST_PASSWORD);
      await modal.getByLabel(w.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await modal.getByLabel(w.confirmPassword, { exact: true }).fill(NEW_PASSWORD);
      await expectAccessible(page);
      await modal.getByRole('button', { name: w.changePassword }).click();
      await expect(modal).toBeHidden();
      await expect(page.getByText(w.passwordChanged)).toBeVisible();

      // Log out (a plain link, the server redirects home), then in again with the new password.
      await page.goto(`${culture}/account`);
      await page.getByRole('link', { name: w.logoff }).click();
      await expect(page).toHaveURL(new RegExp(`${culture}/$`));
      await logInThroughForm(page, culture, { email, password: NEW_PASSWORD }, w);
      await expect(page.getByText(`${w.greeting} Alex`)).toBeVisible();

      // Two-factor: the code is computed from the secret the page shows.
      await page.goto(`${culture}/account/security`);
      await page.getByRole('link', { name: w.setUp }).click();
      await expect(page).toHaveURL(`${culture}/account/security/twofactor`);
      await expect(page.getByRole('img', { name: w.qr })).toBeVisible();
      await expectAccessible(page);
      const secret = ((await page.locator('.two-factor-secret').textContent()) ?? '').replace(
        /\s/g,
        '',
      );
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByRole('textbox', { name: w.code }).fill(await generate({ secret }));
      await page.getByRole('button', { name: w.enable, exact: true }).click();
      await expect(page.getByRole('heading', { name: w.recoveryCodes })).toBeVisible();
      await expect(page.locator('.recovery-code-list li')).toHaveCount(10);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: w.download }).click();
      expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
      await expectAccessible(page);

      await page.getByRole('link', { name: w.back }).click();
      await expect(page.getByText(w.twoFactorOn)).toBeVisible();
      await page.goto(`${culture}/account`);
      await page.getByRole('link', { name: w.logoff }).click();
      await expect(page).toHaveURL(new RegExp(`${culture}/$`));

      // The seeded staff member finds this customer's mails (verification, password changed) in
      // the outbox, linked from the account home. (One registration per journey: the per-address
      // register limit is shared by every e2e spec.)
      await logInThroughForm(page, culture, STAFF, w);
      await page.getByRole('link', { name: new RegExp(w.staffMail) }).click();
      await expect(page).toHaveURL(`${culture}/account/staff/mail`);
      await expect(page.getByRole('heading', { level: 1, name: w.staffMail })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: w.mailTo })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: email }).first()).toBeVisible();
      await expectAccessible(page);
    },
  );
}
