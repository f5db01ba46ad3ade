import { expect, test, type Page } from '@playwright/test';
import { appReady } from './appReady';
import { expectAccessible } from './axe';
import { acceptCookies } from './consentCookie';
import { paired } from './cultures';

/**
 * Issue 19: the news page's calendar browsed by month (M3), a post opened from it, and one of the
 * post's pictures zoomed in the lightbox; fr and nl, on the desktop and phone projects.
 */
const words = {
  fr: {
    heading: 'Actualités',
    previousMonth: 'Mois précédent',
    month: 'Mois',
    monthsOf: /^Actualités de /,
    enlarge: /^Agrandir l’image/,
    viewer: 'Visionneuse de photos',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    close: 'Fermer',
    back: /Toutes les actualités|Retour/,
  },
  nl: {
    heading: 'Nieuws',
    previousMonth: 'Vorige maand',
    month: 'Maand',
    monthsOf: /^Nieuws van /,
    enlarge: /^Afbeelding vergroten/,
    viewer: 'Fotoviewer',
    zoomIn: 'Inzoomen',
    zoomOut: 'Uitzoomen',
    close: 'Sluiten',
    back: /Alle nieuws|Terug/,
  },
};

/** The calendar's month select as a number (1-12). */
const shownMonth = async (page: Page, label: string) =>
  Number(await page.locator('.news-calendar').getByLabel(label, { exact: true }).inputValue());

for (const culture of ['fr', 'nl'] as const) {
  const w = words[culture];

  test(
    `${culture}: the calendar goes back month by month, a month's post opens, its picture zooms in the lightbox`,
    paired(culture),
    async ({ page, context, baseURL }) => {
      await acceptCookies(context, baseURL ?? '');
      const calendarCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/widget/news/calendar/')) calendarCalls.push(r.url());
      });
      await page.goto(`${culture}/news`);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
      const calendar = page.locator('.news-calendar');
      await expect(calendar.locator('table.news-calendar-grid')).toBeVisible();
      await expectAccessible(page);

      // Today's month first; each step back asks M3 for the month before, until one has posts.
      const now = new Date();
      expect(await shownMonth(page, w.month)).toBe(now.getMonth() + 1);
      let expected = now.getMonth() + 1;
      const posts = calendar.locator('.news-calendar-list a');
      for (let step = 0; step < 4; step += 1) {
        await calendar.getByRole('button', { name: w.previousMonth }).click();
        expected = expected === 1 ? 12 : expected - 1;
        await expect.poll(() => shownMonth(page, w.month)).toBe(expected);
        // The answer for that month is in (M3's path names it: .../{month}/{year}).
        await expect
          .poll(() => calendarCalls.some((u) => new RegExp(`/${expected}/\\d{4}\\?`).test(u)))
          .toBe(true);
        await expect(calendar.locator('.news-calendar-posts')).toHaveAttribute(
          'aria-busy',
          'false',
        );
        await expect(calendar.locator('table caption')).toContainText(
          String(expected > now.getMonth() + 1 ? now.getFullYear() - 1 : now.getFullYear()),
        );
        if ((await posts.count()) > 0) break;
      }
      await expect(calendar.getByRole('heading', { name: w.monthsOf })).toBeVisible();
      await expect(posts.first()).toBeVisible();
      await expectAccessible(page);

      // Open the month's first post in place.
      const title = (await posts.first().innerText()).trim();
      await posts.first().click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${culture}/news/[a-z0-9-]+$`));
      await expectAccessible(page);

      // Its first picture opens the lightbox; zoom in, then out, then close back to the button.
      const picture = page.getByRole('button', { name: w.enlarge }).first();
      await picture.click();
      const viewer = page.getByRole('dialog', { name: w.viewer });
      await expect(viewer).toBeVisible();
      const zoomIn = viewer.getByRole('button', { name: w.zoomIn });
      const zoomOut = viewer.getByRole('button', { name: w.zoomOut });
      await expect(zoomOut).toBeDisabled();
      await zoomIn.click();
      await expect(zoomOut).toBeEnabled();
      await expectAccessible(page);
      await zoomOut.click();
      await expect(zoomOut).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
      await expect(picture).toBeFocused();
    },
  );
}
