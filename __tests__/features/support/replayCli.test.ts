import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { contentApi } from '@api/content';
import { setupStore } from '@store/index';
import { sanitize } from '@features/support/log/sanitize';
import { errorDialogOpened, noticeShown } from '@base/uiSlice';
import { exportOf } from './actionLogHelpers';

const root = path.join(__dirname, '../../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-replay-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

/** `npm run replay -- …` without npm: the script's own command. */
function replay(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'tools/replay.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run replay', () => {
  sessionStorage.clear();
  const store = setupStore();
  store.dispatch(errorDialogOpened({ messageKey: 'Core.Error' }));
  store.dispatch(noticeShown({ level: 'info', messageKey: 'Core.NotFound' }));
  const file = write('log.json', JSON.stringify(exportOf(store)));

  it('prints each step with its time, type and changed paths, then the final state', () => {
    const run = replay(file);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Replaying \d+ actions from /);
    expect(run.stdout).toMatch(
      /#\d+ {2}\d{4}-[\d-]+T[\d:.]+Z {2}ui\/errorDialogOpened\n {6}ui\.dialog\n/,
    );
    expect(run.stdout).toMatch(/ui\/noticeShown\n {6}ui\.notices\[0\]\n/);
    expect(run.stdout).toContain('\nFinal state:\n{');
  });

  it('replays RTK Query cache actions: the CLI loads every endpoint definition itself', () => {
    const pageStore = setupStore();
    const page = {
      Culture: 'fr',
      Path: '',
      Title: 'Accueil',
      Description: '',
      BodyClass: 'home' as const,
      Html: '<h1>x</h1>',
      Alternates: {},
    };
    pageStore.dispatch(
      contentApi.util.upsertQueryData('getPage', { culture: 'fr', path: '' }, page),
    );
    const pageLog = write('page.json', JSON.stringify(exportOf(pageStore)));
    const run = replay(pageLog, '--final-only');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(sanitize(pageStore.getState()));
  });

  it('--final-only prints the final state alone, equal to the store’s', () => {
    const run = replay(file, '--final-only');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(sanitize(store.getState()));
  });

  it.each([
    ['a malformed file', () => write('bad.json', '{"actionsById": {}}'), /missing stagedActionIds/],
    ['a file that is not JSON', () => write('text.json', 'hello'), /is not JSON/],
    ['a missing file', () => path.join(dir, 'nope.json'), /cannot read .*nope\.json/],
  ])('exits 1 on %s, with the reason on stderr', (_what, make, reason) => {
    const run = replay(make());
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(reason);
  });

  it('exits 1 with its usage when no file is given', () => {
    const run = replay();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('usage: npm run replay --');
  });
});
