import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The Maps JS API stand-in's source (googleMapsStandIn.js, read once). */
const source = fs.readFileSync(path.join(__dirname, 'googleMapsStandIn.js'), 'utf8');

/** The script address the loader asks for (its query: key, language, region, callback…). */
export const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js**';

/** Answers the Maps JS API with the stand-in; returns the script addresses asked for. */
export async function serveMapsStandIn(page: Page): Promise<() => string[]> {
  const asked: string[] = [];
  await page.route(MAPS_SCRIPT, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: source });
  });
  return () => asked;
}

/** Google unreachable (as offline): every request to the Maps hosts fails. */
export async function cutMapsOff(page: Page): Promise<() => string[]> {
  const asked: string[] = [];
  await page.route('https://maps.googleapis.com/**', async (route) => {
    asked.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  return () => asked;
}

export type MapCall = { on: string; call: string; value: unknown };

/** What the page asked of the stand-in so far (window.__mapsStandIn.calls). */
export function mapCalls(page: Page): Promise<MapCall[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __mapsStandIn?: { calls: MapCall[] } }).__mapsStandIn?.calls ?? [],
  );
}
