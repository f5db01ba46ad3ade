import { expect, test, type Page } from '@playwright/test';
import { appReady } from './appReady';
import { expectAccessible } from './axe';
import { acceptCookies, declineMarketing } from './consentCookie';
import { paired } from './cultures';

/**
 * Issue 19 on the seeded pages: the offers page's popup modal (after 3 s, dismissed for good),
 * and the home's banner slider (keyboard operable, its autoplay paused by a visible button)
 * whose video slide plays YouTube only once marketing cookies are allowed; fr and nl, on the
 * desktop and phone projects.
 */
const words = {
  fr: {
    offers: 'Offres du moment',
    popup: 'Bienvenue !',
    close: 'Fermer',
    home: 'Bienvenue chez Vitrine',
    pause: 'Mettre en pause',
    play: 'Reprendre le défilement',
    next: 'Bannière suivante',
    goTo3: 'Bannière 3 sur 3',
    film: 'Voir le film',
    filmTitle: 'La collection en film',
    notice: /hébergée par YouTube, qui dépose des cookies marketing/,
    manage: 'Gérer les cookies',
    preferences: 'Préférences de cookies',
    acceptAll: 'Tout accepter',
    unreachable: /Le service vidéo YouTube ne répond pas/,
  },
  nl: {
    offers: 'Actuele aanbiedingen',
    popup: 'Welkom!',
    close: 'Sluiten',
    home: 'Welkom bij Vitrine',
    pause: 'Pauzeren',
    play: 'Verder afspelen',
    next: 'Volgende banner',
    goTo3: 'Banner 3 van 3',
    film: 'Bekijk de film',
    filmTitle: 'De collectie in beeld',
    notice: /gehost door YouTube, dat marketingcookies plaatst/,
    manage: 'Cookies beheren',
    preferences: 'Cookievoorkeuren',
    acceptAll: 'Alles aanvaarden',
    unreachable: /De videodienst YouTube antwoordt momenteel niet/,
  },
};

const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com)$/;

/** Every request the page makes to YouTube's hosts, each answered "unreachable" (no network here). */
async function watchVideoHost(page: Page): Promise<() => string[]> {
  const asked: string[] = [];
  await page.route(
    (url) => VIDEO_HOSTS.test(url.hostname),
    async (route) => {
      asked.push(route.request().url());
      await route.abort('internetdisconnected');
    },
  );
  return () => asked;
}

/**
 * Stops the page's clock (installed with `page.clock.install()`) half a second on from the
 * page's present time: the step covers the time this call takes to arrive, which pausing at a
 * time already past would refuse.
 */
async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

// The banner's autoplay and the popup's fade are this journey's subject: the browser asks for
// motion (playwright.config.ts asks for less everywhere else).
test.use({ reducedMotion: 'no-preference' });

for (const culture of ['fr', 'nl'] as const) {
  const w = words[culture];

  test(
    `${culture}: the offers page's popup opens after 3 s and, once closed, stays closed after a reload`,
    paired(culture),
    async ({ page, context, baseURL }) => {
      await acceptCookies(context, baseURL ?? '');
      // The page's timers run on Playwright's clock: the popup's 3 s are run through, not
      // waited for.
      await page.clock.install();
      await page.goto(`${culture}/offers`);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: w.offers })).toBeVisible();
      const popup = page.getByRole('dialog', { name: w.popup });
      // The popup's timer starts when its widget mounts (its chunk loaded): from then on the
      // page's time moves only when the test moves it.
      await expect(page.locator('[data-widget="popup-modal"]')).toHaveAttribute(
        'data-widget-state',
        'mounted',
      );
      await stopClock(page);
      await expect(popup).toHaveCount(0);
      // Not at once: still closed 1.5 s on, well inside the 3 s.
      await page.clock.runFor(1000);
      await expect(popup).toHaveCount(0);
      // Open once the 3 s are over.
      await page.clock.runFor(2000);
      await expect(popup).toBeVisible();
      await page.clock.resume();
      await expectAccessible(page);

      await popup.getByRole('button', { name: w.close }).first().click();
      await expect(popup).toHaveCount(0);
      const record = (await context.cookies()).find((c) => c.name === 'VitrinePopups');
      expect(decodeURIComponent(record?.value ?? '')).toContain('welcome-10');

      // A reload: the dismissal holds, well past the delay.
      await page.reload();
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: w.offers })).toBeVisible();
      await stopClock(page);
      await page.clock.runFor(10_000);
      await expect(popup).toHaveCount(0);
    },
  );

  test(
    `${culture}: the home's banner slider pauses and moves by keyboard; its film asks YouTube nothing before marketing consent`,
    paired(culture),
    async ({ page, context, baseURL }) => {
      await declineMarketing(context, baseURL ?? '');
      const asked = await watchVideoHost(page);
      await page.goto(`${culture}/`);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: w.home })).toBeVisible();
      // The slider mounts once the page has settled (a first interaction, or idle after load).
      await page.mouse.move(10, 10);
      const slider = page.locator('[data-widget="banner-slider"]');
      await expect(slider).toHaveAttribute('data-widget-state', 'mounted', { timeout: 15_000 });

      // WCAG 2.2.2: the autoplay stops on a visible button, and starts again from it.
      const pause = slider.getByRole('button', { name: w.pause });
      await pause.focus();
      await page.keyboard.press('Enter');
      const play = slider.getByRole('button', { name: w.play });
      await expect(play).toBeVisible();
      await expectAccessible(page);

      // By keyboard: the next arrow, then the third dot (the film).
      await slider.getByRole('button', { name: w.next }).focus();
      await page.keyboard.press('Enter');
      await slider.getByRole('button', { name: w.goTo3 }).focus();
      await page.keyboard.press('Enter');
      const film = slider.getByRole('button', { name: w.film });
      await expect(film).toBeVisible();
      await film.focus();
      await page.keyboard.press('Enter');

      const modal = page.getByRole('dialog', { name: w.filmTitle });
      await expect(modal).toBeVisible();
      await expect(modal.getByText(w.notice)).toBeVisible();
      await expectAccessible(page);
      // Nothing was asked of the video host: no script, no frame, no thumbnail. A request that
      // is not made shows only by waiting for it: half a second on from the modal.
      await page.waitForTimeout(500);
      expect(asked()).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);

      // Allowing marketing in the preferences opens the gate in place: now the player is asked for
      // (and, with no network here, says YouTube is unreachable, with a link to watch it there).
      await modal.getByRole('button', { name: w.manage }).click();
      const preferences = page.getByRole('dialog', { name: w.preferences });
      await expect(preferences).toBeVisible();
      await preferences.getByRole('button', { name: w.acceptAll }).click();
      await expect(preferences).toHaveCount(0);
      await expect.poll(() => asked().length).toBeGreaterThan(0);
      expect(asked().some((u) => u.includes('youtube.com/iframe_api'))).toBe(true);
      await expect(modal.getByText(w.unreachable)).toBeVisible({ timeout: 15_000 });
      await expect(play).toBeVisible();
    },
  );
}
