import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { freePort, spawnServer } from '../../../tools/spawnServer';
import { staticFixture } from '../../support/testServer';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-data-'));

function start(port: number) {
  return spawnServer(
    { PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticFixture() },
    45_000,
  );
}

describe('server lifecycle on a PGlite data folder', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('seeds on first start, closes cleanly on SIGTERM and keeps everything for the next start', async () => {
    const port = await freePort();
    const first = await start(port);
    const health1 = await (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
    const page = await fetch(`http://127.0.0.1:${port}/nl/about`, {
      headers: { accept: 'application/json' },
    });
    expect(page.status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('database closed');
    expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);

    const second = await start(port);
    const health2 = await (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
    expect(health2.seededAt).toBe(health1.seededAt);
    const strings = await (
      await fetch(`http://127.0.0.1:${port}/api/v1/localization/fr/stringresources`)
    ).json();
    expect(strings.Core.Error).toBe('Erreur');
    expect(await second.stop()).toBe(0);
  }, 120_000);
});
