import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // The pointer stays where the last click was. A modal's button that now lies under it gets
  // its hover colours whenever Chromium next updates hover, possibly during the check, and axe
  // then measures a mid-transition colour (CI: orders.spec's and accountArea.spec's Cancel
  // buttons on the phone). Park the pointer in the corner first; its own hover transition, if
  // any, is then waited for with the others.
  await page.mouse.move(0, 0);
  // Colours are only final once page transitions (fades) have run. A modal that just mounted
  // has not started its fade yet (no running animation), so it must also be fully shown: axe
  // measured a half-faded button's contrast on a busy machine (CI, orders.spec).
  await page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => animation.playState !== 'running') &&
      [...document.querySelectorAll('.modal')].every((m) => getComputedStyle(m).opacity === '1'),
  );
  // axe.run in the page itself, same-origin frames included (legacy mode), rather than a partial
  // run in each frame finished in a new blank page: 1.1 s instead of 2.8–3.3 s on the list
  // page, the same results. Cross-origin frames (YouTube's player once allowed) are not tested:
  // their content is not the shop's. Only violations are read, so axe builds no selector for
  // every passing node (`resultTypes`).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(bad).toEqual([]);
}
