import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { appReady } from './appReady';
import { expectAccessible } from './axe';

const COOKIE = 'VitrineCookieConsent';
/** What the home page's consent-gated statistics script pushes (server/seed/data/pages.ts). */
const STATISTICS_START = 'vitrine.statistics.start';

interface Settings {
  stamp: string;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

/** How many times the gated statistics script ran in this page load. */
function statisticsRuns(page: Page): Promise<number> {
  return page.evaluate((event) => {
    const layer = (window as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
    return layer.filter((entry) => entry?.event === event).length;
  }, STATISTICS_START);
}

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
  return (
    cookie && { ...cookie, settings: JSON.parse(decodeURIComponent(cookie.value)) as Settings }
  );
}

/** The consent the app restored at boot (undefined until then, or without a valid choice). */
function exposedConsent(page: Page): Promise<Settings | undefined> {
  return page.evaluate(() => (window as { cookieConsent?: Settings }).cookieConsent);
}

test.describe('cookie consent', () => {
  test.use({ locale: 'fr-BE' });

  const heading = (page: Page) =>
    page.getByRole('heading', { level: 1, name: 'Bienvenue chez Vitrine' });
  const banner = (page: Page) => page.getByRole('region', { name: 'Vos cookies, votre choix' });

  test('no statistics before consent; accept all runs them and stores the stamp; a new stamp asks again', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/fr/');
    await expect(heading(page)).toBeVisible();
    await expect(banner(page)).toBeVisible();
    // The script is on the page, parked: it has not run.
    await expect(page.locator('script[data-cookie-consent="statistics"]')).toHaveAttribute(
      'type',
      'text/plain',
    );
    expect(await statisticsRuns(page)).toBe(0);
    await expectAccessible(page);

    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => statisticsRuns(page)).toBe(1);

    const stamp = await page.evaluate(
      () => (window as { __VITRINE__?: { consentStamp?: string } }).__VITRINE__?.consentStamp,
    );
    expect(stamp).toBeTruthy();
    const saved = await consentCookie(context);
    expect(saved?.settings).toEqual({
      stamp,
      preferences: true,
      statistics: true,
      marketing: true,
    });
    expect(saved?.path).toBe('/');
    // 8760 hours, give or take the test's own duration.
    expect(saved!.expires - Date.now() / 1000).toBeGreaterThan(8759 * 3600);

    // Reload: the choice holds, the script runs at boot (once), no banner.
    await page.reload();
    await expect(heading(page)).toBeVisible();
    await expect.poll(() => statisticsRuns(page)).toBe(1);
    await expect(banner(page)).toHaveCount(0);

    // The same choice under an old stamp no longer counts.
    await context.addCookies([
      {
        name: COOKIE,
        value: encodeURIComponent(
          JSON.stringify({
            stamp: 'old-stamp',
            preferences: true,
            statistics: true,
            marketing: true,
          }),
        ),
        url: baseURL!,
      },
    ]);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    expect(await exposedConsent(page)).toBeUndefined();
    expect(await statisticsRuns(page)).toBe(0);
  });

  test('decline all: no statistics, not even after a reload', async ({ page, context }) => {
    await page.goto('/fr/');
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consentCookie(context))?.settings).toMatchObject({
      preferences: false,
      statistics: false,
      marketing: false,
    });
    expect(await statisticsRuns(page)).toBe(0);

    await page.reload();
    await expect(heading(page)).toBeVisible();
    // The app has read the cookie once it exposes the choice.
    await expect.poll(async () => (await exposedConsent(page))?.statistics).toBe(false);
    await expect(banner(page)).toHaveCount(0);
    expect(await statisticsRuns(page)).toBe(0);
  });

  test('preferences: labelled switches, a custom mix with statistics runs the script', async ({
    page,
    context,
  }) => {
    await page.goto('/fr/');
    await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Préférences de cookies' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    const statistics = dialog.getByRole('switch', { name: 'Statistiques' });
    await expect(statistics).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    // Keyboard: the switch toggles with Space.
    await statistics.focus();
    await page.keyboard.press('Space');
    await expect(statistics).toBeChecked();
    await dialog.getByRole('button', { name: 'Enregistrer mon choix' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => statisticsRuns(page)).toBe(1);
    expect((await consentCookie(context))?.settings).toMatchObject({
      preferences: false,
      statistics: true,
      marketing: false,
    });

    // The footer button reopens the preferences with the current choice.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click();
    await expect(dialog.getByRole('switch', { name: 'Statistiques' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
  });

  test('on a short page the prompt sits at the bottom of the screen and never covers the footer', async ({
    page,
  }) => {
    // Issue 20: on the cart or a 404 the prompt floated mid-screen with blank page below.
    for (const [path, heading] of [
      ['/fr/nope', 'Page introuvable'],
      ['/fr/shoppingcarts', 'Panier'],
    ] as const) {
      await page.goto(path);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(banner(page)).toBeVisible();
      // One reading of the whole layout at a time, until the page has settled (its footer
      // links, the app's prompt in place of the first paint's).
      const layout = () =>
        banner(page).evaluate((prompt) => {
          const box = prompt.getBoundingClientRect();
          const footer = document.querySelector('footer')!.getBoundingClientRect();
          return {
            atBottom: Math.abs(box.bottom - window.innerHeight) <= 1,
            // The footer starts below the fold (the main section is a screen tall: nothing
            // visible moves when the app draws the page).
            footerBelowFold: footer.top >= window.innerHeight - 1,
          };
        });
      await expect.poll(layout).toEqual({ atBottom: true, footerBelowFold: true });
      // At the end of the page the footer is whole, above the prompt.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() =>
          banner(page).evaluate((prompt) => {
            const footer = document.querySelector('footer')!.getBoundingClientRect();
            return footer.bottom <= prompt.getBoundingClientRect().top + 1;
          }),
        )
        .toBe(true);
    }
  });
});
