import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { TOTP_PERIOD_SECONDS } from '../rules/account';
import { postJson, registerByApi } from './accountApi';
import { expectAccessible } from './axe';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/**
 * Issue 14: logging in through the two-factor step, in French and in Dutch, on a desktop and on
 * a phone. Two-factor is turned on through the API (accountArea.spec.ts does it through the
 * setup page); the test computes the codes from the setup secret. First login: password, the
 * step, "use a recovery code", Back to the two-factor home (security/twofactorhome), then the
 * app's code. Second login: a recovery code, which then no longer works.
 */
const words = {
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    code: 'Code de vérification',
    verify: 'Vérifier',
    useRecovery: 'Utiliser un code de secours',
    recovery: 'Code de secours',
    back: 'Retour',
    greeting: 'Bonjour Alex',
    logOff: 'Se déconnecter',
  },
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    signIn: 'Aanmelden',
    code: 'Verificatiecode',
    verify: 'Verifiëren',
    useRecovery: 'Een herstelcode gebruiken',
    recovery: 'Herstelcode',
    back: 'Terug',
    greeting: 'Hallo Alex',
    logOff: 'Afmelden',
  },
} as const;

const PASSWORD = 'Two-factor-2026!';

/** The account page's logoff link: the link rule POSTs it with the CSRF token, then home. */
async function logOff(page: Page, culture: 'fr' | 'nl') {
  await page.goto(`${culture}/account`);
  await page.getByRole('link', { name: words[culture].logOff }).click();
  await expect(page).toHaveURL(new RegExp(`${culture}/$`));
  // Logged off: the session is gone.
  expect((await page.request.get('api/v1/account/me')).status()).toBe(401);
}

async function passwordStep(page: Page, culture: 'fr' | 'nl', email: string) {
  const w = words[culture];
  await page.goto(`${culture}/security/login`);
  const form = page.locator('form.login-form');
  await form.getByLabel(w.email).fill(email);
  await form.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: w.signIn }).click();
  await expect(page.getByLabel(w.code, { exact: true })).toBeVisible();
}

for (const culture of ['fr', 'nl'] as const) {
  const w = words[culture];

  test(
    `${culture}: log in through the two-factor step, once through Back, once with a recovery code`,
    paired(culture),
    async ({ page, context, baseURL }, testInfo) => {
      await acceptCookies(context, baseURL ?? '');
      const email = `totp-${Date.now()}-${testInfo.project.name}-${culture}@example.test`;
      await registerByApi(page, culture, { email, password: PASSWORD });
      const { Secret } = await postJson<{ Secret: string }>(
        page,
        'api/v1/account/twofactor/setup',
        {},
      );
      const enabledAt = Math.floor(Date.now() / 1000);
      const { RecoveryCodes } = await postJson<{ RecoveryCodes: string[] }>(
        page,
        'api/v1/account/twofactor/enable',
        { Code: await generate({ secret: Secret, epoch: enabledAt }) },
      );
      expect(RecoveryCodes).toHaveLength(10);
      await logOff(page, culture);

      // First login: the step, the recovery view, Back, then the app's code.
      await passwordStep(page, culture, email);
      await expectAccessible(page);
      await page.getByRole('button', { name: w.useRecovery }).click();
      await expect(page.getByLabel(w.recovery, { exact: true })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: w.back, exact: true }).click();
      const code = page.getByLabel(w.code, { exact: true });
      await expect(code).toBeVisible();
      // The code of the next 30 s step: accepted (one step of drift) and never the one enable used.
      await code.fill(await generate({ secret: Secret, epoch: enabledAt + TOTP_PERIOD_SECONDS }));
      await page.getByRole('button', { name: w.verify }).click();
      await expect(page).toHaveURL(`${culture}/account`);
      await expect(page.getByText(w.greeting)).toBeVisible();
      await logOff(page, culture);

      // Second login: a recovery code.
      await passwordStep(page, culture, email);
      await page.getByRole('button', { name: w.useRecovery }).click();
      await page.getByLabel(w.recovery, { exact: true }).fill(RecoveryCodes[0]!);
      await page.getByRole('button', { name: w.verify }).click();
      await expect(page).toHaveURL(`${culture}/account`);
      await expect(page.getByText(w.greeting)).toBeVisible();
    },
  );
}
