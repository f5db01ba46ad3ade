import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(__dirname, '../..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** ESLint's own CLI on a source text placed at `file`, as `npm run lint` would see it. */
function lint(file: string, code: string): LintMessage[] {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/eslint/bin/eslint.js'),
        '--format',
        'json',
        '--stdin',
        '--stdin-filename',
        file,
      ],
      { cwd: root, input: code, encoding: 'utf8' },
    );
  } catch (failure) {
    // ESLint exits 1 when it reports errors; the JSON is still on stdout.
    out = (failure as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(out) as { messages: LintMessage[] }[];
  return result?.messages ?? [];
}

const restricted = (messages: LintMessage[]) =>
  messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
const isomorphic = (messages: LintMessage[]) =>
  messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);

describe('the layers are lint errors (layers.config.mjs)', () => {
  it.each([
    [
      'server → feature',
      'server/routes/probe.ts',
      "import { x } from '../../features/cart/constants';",
    ],
    ['server → shared client base', 'server/probe.ts', "import { x } from '../base/events';"],
    ['api → feature', 'api/probe.ts', "import { x } from '@features/cart/listeners';"],
    ['api → app layer', 'api/probe.ts', "import { x } from '@store/index';"],
    ['base → feature', 'base/probe.ts', "import { x } from '@features/consent/slice';"],
    ['rules → api', 'rules/probe.ts', "import { x } from '@api/baseApi';"],
    ['contract → the api slice', 'api/contract/probe.ts', "import { x } from '../baseApi';"],
    ['feature → app layer', 'features/cart/probe.ts', "import { x } from '@src/router';"],
    ['feature → store setup', 'features/cart/probe.ts', "import { x } from '@store/index';"],
    [
      'feature → another feature’s internals',
      'features/cart/probe.ts',
      "import { x } from '@features/coupons/CouponWidget';",
    ],
    [
      'feature → a feature not listed',
      'features/cart/probe.ts',
      "import { x } from '@features/account';",
    ],
  ])('refuses %s', (_name, file, code) => {
    expect(restricted(lint(file, `${code}\nexport const y = x;\n`))).toHaveLength(1);
  });

  it.each([
    ['server → rules', 'server/probe.ts', "import { x } from '../rules/cart';"],
    ['server → contract', 'server/probe.ts', "import { x } from '../api/contract/cart';"],
    [
      'feature → base, api and rules',
      'features/cart/probe.ts',
      "import { x } from '@base/events';\nimport { z } from '@api/errors';\nimport { w } from '@rules/cart';",
    ],
    [
      'feature → a listed feature’s index',
      'features/cart/probe.ts',
      "import { x } from '@features/coupons';",
    ],
    [
      'app layer → any feature file',
      'src/probe.ts',
      "import { x } from '@features/cart/CartPage';",
    ],
  ])('allows %s', (_name, file, code) => {
    expect(restricted(lint(file, `${code}\nexport const y = x;\n`))).toEqual([]);
  });

  it.each([
    ['React', "import { useState as x } from 'react';"],
    ['Redux Toolkit', "import { createSlice as x } from '@reduxjs/toolkit';"],
    ['Fastify', "import x from 'fastify';"],
    ['a Node module', "import x from 'node:fs';"],
  ])('refuses %s in rules/', (_name, code) => {
    expect(isomorphic(lint('rules/probe.ts', `${code}\nexport const y = x;\n`))).toHaveLength(1);
  });
});
