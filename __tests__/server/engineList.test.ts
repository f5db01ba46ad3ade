/**
 * The engine list (engineList.js) names every server suite once: a new file must be classed
 * PGlite or PostgreSQL by whoever adds it (a concurrency test left on PGlite alone would prove
 * nothing), and a PostgreSQL entry must say why and be a suite that takes an engine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { PGLITE, POSTGRES, enginesFor } from './engineList';

const here = __dirname;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts')
      ? [path.relative(here, full).split(path.sep).join('/')]
      : [];
  });
}

describe('the server suites’ engine list', () => {
  const files = testFiles(here).sort();
  const onPostgres = Object.keys(POSTGRES);

  it('lists every server test file, in one list only', () => {
    const unlisted = files.filter((f) => !PGLITE.includes(f) && !onPostgres.includes(f));
    expect({ unlisted }).toEqual({ unlisted: [] });
    const twice = onPostgres.filter((f) => PGLITE.includes(f));
    expect({ twice }).toEqual({ twice: [] });
    expect(new Set(PGLITE).size).toBe(PGLITE.length);
  });

  it('lists no file that is not there', () => {
    const gone = [...PGLITE, ...onPostgres].filter((f) => !files.includes(f));
    expect({ gone }).toEqual({ gone: [] });
  });

  it('says why each suite runs on PostgreSQL, and the suite takes an engine', () => {
    for (const [file, entry] of Object.entries(POSTGRES)) {
      expect([file, entry.why.length > 20]).toEqual([file, true]);
      expect([file, entry.engines]).toEqual([file, expect.arrayContaining(['postgres'])]);
      const source = fs.readFileSync(path.join(here, file), 'utf8');
      expect([file, /\bengines\b|DATABASE_URL|findPgBin/.test(source)]).toEqual([file, true]);
    }
  });

  it('runs a listed suite on its engines, the others on PGlite, and all on both in the full run', () => {
    const options = { postgres: true, full: false };
    expect(enginesFor('cart/cartConcurrency.test.ts', options)).toEqual(['postgres']);
    expect(enginesFor('site/badInput.test.ts', options)).toEqual(['pglite', 'postgres']);
    expect(enginesFor('cart/totals.test.ts', options)).toEqual(['pglite']);
    for (const file of files) {
      expect(enginesFor(file, { postgres: true, full: true })).toEqual(['pglite', 'postgres']);
      // Without a PostgreSQL, nothing is dropped: every suite runs on PGlite.
      expect(enginesFor(file, { postgres: false, full: false })).toEqual(['pglite']);
    }
  });
});
