import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies, countPageLoads } from './consentCookie';

/**
 * Marks the window (a full reload would lose the mark), once the app is interactive: the header's
 * main nav is React's, and the page's own route has replaced the server's HTML (`.first-paint`),
 * so the layout's link listener is in place and a panel opened now stays open. A click before
 * that is the browser's own, or lands on HTML about to be replaced, which a slow machine shows.
 */
async function markWindow(page: Page) {
  await page.locator('.site-header nav').first().waitFor();
  await expect(page.locator('.first-paint')).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 42));
}
async function windowKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42);
}
async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

// Page transitions and smooth anchors are this journey's subject: the browser asks for motion.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? '');
});

test('home → CMS page → back → forward: in place, scroll restored, body class switching', async ({
  page,
  baseURL,
}) => {
  const loads = countPageLoads(page, baseURL);
  await page.goto('fr/');
  await expect(page.locator('body')).toHaveClass('home');
  await markWindow(page);
  expect(loads()).toEqual([]); // the first document carried its page

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Conditions générales de vente' })
    .click();
  await expect(page).toHaveURL('fr/terms');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' }),
  ).toBeVisible();
  await expect(page.locator('body')).toHaveClass('inner');
  await expect(page).toHaveTitle('Conditions générales de vente | Vitrine');
  expect(await windowKept(page)).toBe(true);
  expect(loads()).toEqual(['/fr/terms']);

  // Scrolled down to a link near the end of the page (made in-place for this journey).
  const about = page.getByRole('link', { name: 'Qui sommes-nous ?' });
  await about.evaluate((a) => a.classList.remove('no-ajax'));
  await page.evaluate(() => window.scrollTo(0, 900));
  await about.scrollIntoViewIfNeeded();
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(500);
  await page.waitForTimeout(400); // the position is saved 150 ms after scrolling stops
  await about.click();
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de Vitrine' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' }),
  ).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 10);
  expect(await scrollY(page)).toBeLessThan(left + 10);
  await expect(page.locator('body')).toHaveClass('inner');

  await page.goBack();
  await expect(page).toHaveURL('fr/');
  await expect(page.locator('body')).toHaveClass('home');
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goForward();
  await expect(page).toHaveURL('fr/terms');
  await expect(page.locator('body')).toHaveClass('inner');
  await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 10);
  expect(await windowKept(page)).toBe(true);
  // Back and forward reloaded the stored targets from the cache. The home's widgets (issue 19:
  // new arrivals, news) ask for their own data once the home is shown again.
  const widgetData = (path: string) =>
    path.startsWith('/widget/') || path.startsWith('/fr/catalog/tag/');
  expect(loads().filter((path) => !widgetData(path))).toEqual(['/fr/terms', '/fr/about']);
});

test('anchors: smooth scroll after opening the collapsed panel, and hash-only changes never reload', async ({
  page,
  baseURL,
}) => {
  await page.goto('fr/terms');
  await markWindow(page);
  const loads = countPageLoads(page, baseURL);
  const panel = page.locator('#faq-remboursement');
  await expect(panel).not.toHaveClass(/\bshow\b/);
  await page
    .getByRole('navigation', { name: 'Sommaire' })
    .getByRole('link', { name: 'Délai de remboursement' })
    .click();
  await expect(page).toHaveURL('fr/terms#delai-remboursement');
  await expect(panel).toHaveClass(/\bshow\b/);
  await expect(page.getByText('Dans les 5 jours ouvrables')).toBeInViewport();
  // The target lands 200 px below the top of the window (offset -200).
  await expect
    .poll(() =>
      page
        .locator('#delai-remboursement')
        .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    )
    .toBeGreaterThanOrEqual(150);

  await page
    .getByRole('navigation', { name: 'Sommaire' })
    .getByRole('link', { name: 'Retour depuis les Pays-Bas' })
    .click();
  await expect(page.locator('#retour-pays-bas')).toHaveClass(/\bactive\b/);
  await expect(page.getByRole('tab', { name: 'Pays-Bas' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.goBack();
  await expect(page).toHaveURL('fr/terms#delai-remboursement');
  await page.goBack();
  await expect(page).toHaveURL('fr/terms');
  expect(loads()).toEqual([]);
  expect(await windowKept(page)).toBe(true);
});

test('a link with no-ajax does a full load', async ({ page, baseURL }) => {
  await page.goto('fr/terms');
  await markWindow(page);
  const loads = countPageLoads(page, baseURL);
  await page.getByRole('link', { name: 'Qui sommes-nous ?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de Vitrine' })).toBeVisible();
  expect(await windowKept(page)).toBe(false);
  expect(loads()).toEqual([]);
});

test('modal links open their page in a modal; CMS forms submit in place', async ({ page }) => {
  await page.goto('fr/contact');
  await markWindow(page);
  await page.getByRole('link', { name: 'en savoir plus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Données personnelles' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Vitrine traite vos données');
  // The link points at a section (terms#donnees): the modal opens on it.
  await expect(dialog.getByRole('heading', { name: '7. Données personnelles' })).toBeInViewport();
  await expect(page.locator('.modal.link-modal')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Nom').fill('Anne Peeters');
  await page.getByLabel('E-mail').fill('anne@example.be');
  await page.getByLabel('Message').fill('Livrez-vous à Namur le samedi ?');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.locator('#contact-form-result')).toContainText('Anne Peeters');
  await expect(page).toHaveURL('fr/contact');
  expect(await windowKept(page)).toBe(true);
});

test('a 401 opens the login modal with the return URL; after login the page is loaded again', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('fr/');
  await page.goto('fr/account');
  const modal = page.locator('.modal.login-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('E-mail').fill('demo@vitrine.test');
  await modal.getByLabel('Mot de passe').fill('Vitrine-demo-2026!');
  await modal.getByRole('button', { name: /connecter/i }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL('fr/account');
  await expect(page.getByText('Sophie')).toBeVisible();
  // The session and CSRF cookies belong to the shop's base (Path=/shop under APP_BASE=/shop).
  const base = new URL(baseURL ?? 'http://x/').pathname.replace(/\/$/, '') || '/';
  const cookies = await context.cookies();
  for (const name of ['vitrine.sid', 'vitrine.csrf']) {
    expect(cookies.find((c) => c.name === name)?.path).toBe(base);
  }
});
