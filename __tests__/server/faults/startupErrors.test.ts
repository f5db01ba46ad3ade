/**
 * Start-up errors of the real process (server/main.ts): each prints one clear line on stderr, no
 * stack trace, and exits with the code of its cause (server/exitCodes.ts, README "Exit codes"):
 * 2 configuration, 3 data folder, 4 port in use, 5 database unreachable. The paths are unusable
 * for root too (a folder under a regular file), since tests may run as root.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { EXIT } from '../../../server/exitCodes';
import { launchServer } from '../../../tools/spawnServer';
import { freePort } from './faultSupport';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-startup-'));
const aFile = path.join(scratch, 'not-a-folder');
fs.writeFileSync(aFile, 'a regular file');

/** Runs the server to its end; its exit code, its stderr and how long it took. */
async function runToExit(env: Record<string, string>, timeoutMs = 30_000) {
  const started = Date.now();
  const server = launchServer({ LOG_LEVEL: 'info', ...env });
  const timer = setTimeout(() => void server.kill(), timeoutMs);
  const code = await server.exited;
  clearTimeout(timer);
  return { code, stderr: server.errors(), output: server.output(), ms: Date.now() - started };
}

/** One line, naming the cause, no stack trace. */
function expectOneLine(stderr: string, words: RegExp) {
  const lines = stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^vitrine: /);
  expect(lines[0]).toMatch(words);
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('start-up errors', () => {
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('exits 2 on a configuration error (PORT not a number)', async () => {
    const run = await runToExit({ PORT: 'eighty', DATA_DIR: path.join(scratch, 'unused') });
    expect(run.code).toBe(EXIT.configuration);
    expectOneLine(run.stderr, /PORT must be an integer.*"eighty"/);
  });

  it.each([
    ['under a regular file', path.join(aFile, 'data'), /ENOTDIR/],
    ['a regular file', aFile, /EEXIST|ENOTDIR/],
  ])('exits 3 when DATA_DIR is %s', async (_label, dataDir, cause) => {
    const run = await runToExit({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(run.code).toBe(EXIT.dataDir);
    expectOneLine(run.stderr, /DATA_DIR ".*" is not a writable folder/);
    expect(run.stderr).toMatch(cause);
    // Nothing was made on the way.
    expect(fs.readFileSync(aFile, 'utf8')).toBe('a regular file');
  });

  it('exits 4 when the port is taken, before touching the data folder', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    const dataDir = path.join(scratch, 'port-data');
    try {
      const run = await runToExit({ PORT: String(port), DATA_DIR: dataDir });
      expect(run.code).toBe(EXIT.portInUse);
      expectOneLine(run.stderr, new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use`));
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('exits 5 when DATABASE_URL points nowhere, without showing its password', async () => {
    const nowhere = await freePort();
    const run = await runToExit({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://shop:s3cret-pw@127.0.0.1:${nowhere}/vitrine`,
    });
    expect(run.code).toBe(EXIT.databaseUnreachable);
    expectOneLine(run.stderr, /cannot reach the database at .*ECONNREFUSED/);
    expect(run.output).not.toContain('s3cret-pw');
    // Refused at once: no retry loop, no hang.
    expect(run.ms).toBeLessThan(20_000);
  });

  if (process.env.DATABASE_URL) {
    it('exits 5 when the PostgreSQL server has no such database', async () => {
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = '/vitrine_no_such_database';
      const run = await runToExit({ PORT: String(await freePort()), DATABASE_URL: url.toString() });
      expect(run.code).toBe(EXIT.databaseUnreachable);
      expectOneLine(run.stderr, /cannot reach the database at .*vitrine_no_such_database.*3D000/);
    });
  }
});
