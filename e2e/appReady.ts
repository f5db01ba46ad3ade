import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has drawn its first page (features/navigation/PageRoutes.tsx sets
 * `<html data-app-ready>`): before, the server's HTML is on screen, a link does a full load and
 * a button does nothing. `page.goto` resolves at the load event, which can come first on a busy
 * machine.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1, { timeout: 20_000 });
}
