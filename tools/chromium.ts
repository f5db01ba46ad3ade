import fs from 'node:fs';

/** Flags every headless run here needs (no sandbox as root, no calls to Google's hosts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium from CHROMIUM_PATH, then the Debian package; never a downloaded browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => !!p && fs.existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found. Debian: apt-get install chromium; elsewhere: set CHROMIUM_PATH or run npx playwright install chromium.',
    );
  }
  return found;
}
