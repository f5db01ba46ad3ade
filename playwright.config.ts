import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tools/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'));
/** A second server, as behind a reverse proxy forwarding /shop/* unchanged (APP_BASE). */
const shopBase = '/shop';
const shopPort = Number(process.env.E2E_SHOP_PORT ?? port + 1);
const shopDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-shop-'));
// The journeys read the shop's mail at {app}/dev/mail: the outbox keeps it (no SMTP_URL).
const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  APP_BASE: '',
  MAIL_VIEWER: '1',
  SMTP_URL: '',
  PUBLIC_URL: '',
  // Every journey registers and logs in from 127.0.0.1: the per-address limits (which the
  // server tests check at their real values) would stop the suite halfway.
  AUTH_IP_LIMIT_SCALE: '10',
  // M5's configured fallback: the maps load, answered by the test's stand-in (e2e/support).
  GOOGLE_MAPS_API_KEY: 'e2e-maps-key',
};

/**
 * `npm run test:full` (VITRINE_TEST_MATRIX=full) runs every journey in both cultures at both
 * sizes. `npm test` runs a journey tagged with its culture (e2e/cultures.ts `paired`) only on the
 * project whose browser speaks it: fr on the desktop, nl on the phone. Journeys whose subject is
 * the layout or the wording in one language carry no such tag and run everywhere.
 */
const full = process.env.VITRINE_TEST_MATRIX === 'full';
const onlyCulture = (culture: 'fr' | 'nl') =>
  full ? {} : { grepInvert: culture === 'fr' ? /@nl\b/ : /@fr\b/ };
/** The stage table of tools/testStages.mjs reads this report. */
const jsonReport = process.env.VITRINE_PLAYWRIGHT_JSON;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
    ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : []),
  ],
  use: {
    // With the trailing slash, relative addresses ('fr/terms') resolve below the base.
    baseURL: `http://localhost:${port}/`,
    // A failed journey keeps its trace: each action's DOM snapshot, the network and the sources,
    // plus a screenshot of the end. The trace's own screenshots (a screencast of every frame)
    // are left out: Chromium encoding them cost a fifth of the journeys' CPU, in every journey,
    // passed or not (3 specs: 214 CPU s with them, 166 without, 140 with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // The browser asks for less motion, as a shopper may (the app then skips the page-out
    // animation, smooth scrolling, autoplay and tickers): the journeys test what a page does,
    // and Chromium drawing every animated frame in software was about a third of the journeys'
    // CPU (644 s instead of 921 s for the 121 journeys on the 2-core machine). The journeys whose
    // subject is motion (navigation.spec: page transitions and smooth anchors; media.spec: the
    // banner's autoplay) ask for motion again with `test.use`.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      ...onlyCulture('fr'),
      use: { ...devices['Desktop Chrome'], locale: 'fr-BE' },
    },
    { name: 'mobile', ...onlyCulture('nl'), use: { ...devices['Pixel 7'], locale: 'nl-BE' } },
    // The navigation and checkout journeys once more, with the shop served under /shop/.
    {
      name: 'desktop-shop',
      testMatch: /(navigation|checkout|catalog)\.spec\.ts$/,
      ...onlyCulture('fr'),
      use: {
        ...devices['Desktop Chrome'],
        locale: 'fr-BE',
        baseURL: `http://localhost:${shopPort}${shopBase}/`,
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx server/main.ts',
      url: `http://localhost:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `http://localhost:${shopPort}${shopBase}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...serverEnv, PORT: String(shopPort), DATA_DIR: shopDataDir, APP_BASE: shopBase },
    },
  ],
});
