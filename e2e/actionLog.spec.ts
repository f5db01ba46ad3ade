import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { acceptCookies } from './consentCookie';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..');

/** `npm run replay -- <file> --final-only`, without npm. */
async function replayFinalState(file: string): Promise<unknown> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'tools/replay.ts', file, '--final-only'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

/** The browser's sanitized state and the size of its log, read at the same instant. */
function browserSide(page: Page) {
  return page.evaluate(() => {
    const support = window.__VITRINE_SUPPORT__;
    if (!support) throw new Error('window.__VITRINE_SUPPORT__ is missing: not in support mode');
    return { state: support.getState(), actions: support.getLog().stagedActionIds.length };
  });
}

/** Waits until no action has been recorded for a second (page transitions end after 800 ms). */
async function settled(page: Page): Promise<void> {
  let before = (await browserSide(page)).actions;
  for (let tries = 0; tries < 10; tries += 1) {
    await page.waitForTimeout(1000);
    const now = (await browserSide(page)).actions;
    if (now === before) return;
    before = now;
  }
  throw new Error('the store never stopped dispatching');
}

test.describe('support action log', () => {
  test.use({ locale: 'fr-BE' });
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? '');
  });

  test('a downloaded log replays to the state the browser is in', async ({
    page,
    isMobile,
  }, testInfo) => {
    const home = page.getByRole('heading', { level: 1, name: 'Bienvenue chez Vitrine' });
    const panel = page.getByRole('dialog', { name: 'Journal des actions' });
    await page.goto('/fr/?support=1');
    await expect(home).toBeVisible();
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/Actions enregistrées\s:\s\d+/);
    await expectAccessible(page);

    // Closed so it covers nothing while browsing; ?support=1 brings it back on the way back.
    await panel.getByRole('button', { name: 'Fermer le journal des actions' }).click();
    await expect(panel).toBeHidden();
    if (isMobile) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const nav = page.locator(isMobile ? '#mobile-nav' : '.main-nav-wrapper');
    await nav.getByRole('link', { name: 'À propos' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'À propos de Vitrine' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/fr\/\?support=1$/);
    await expect(home).toBeVisible();
    await expect(panel).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settled(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Télécharger le journal' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^vitrine-actions-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.json$/,
    );
    await expect(panel.getByRole('status')).toHaveText('Le journal a été téléchargé.');
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);

    const browser = await browserSide(page);
    const saved = JSON.parse(await readFile(file, 'utf8')) as {
      stagedActionIds: number[];
      actionsById: Record<string, { action: { type: string }; timestamp: number }>;
    };
    // Nothing was dispatched between the download and the read, so both see the same log.
    expect(saved.stagedActionIds).toHaveLength(browser.actions);
    const types = saved.stagedActionIds.map((id) => saved.actionsById[id]?.action.type);
    expect(types).toEqual(
      expect.arrayContaining(['@@INIT', 'persist/PERSIST', 'persist/REHYDRATE', 'page/leave']),
    );
    expect(Object.values(saved.actionsById).every((a) => typeof a.timestamp === 'number')).toBe(
      true,
    );

    expect(await replayFinalState(file)).toEqual(browser.state);
  });
});
