import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';

const root = path.resolve(__dirname, '../..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * ESLint's Node API with the project's config (`npm run lint`'s view), run once in one process
 * over every text of this file: starting ESLint with the TypeScript import resolver costs seconds,
 * once per text it was most of the client suite's time.
 */
function lintAll(texts: { file: string; code: string }[]): LintMessage[][] {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'lintTexts.mjs')], {
    cwd: root,
    input: JSON.stringify(texts),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out) as LintMessage[][];
}

const restricted = (messages: LintMessage[]) =>
  messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
const isomorphic = (messages: LintMessage[]) =>
  messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);

/** [name, file, import]: each must be refused by the layer rule. */
const REFUSED: [string, string, string][] = [
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
];

/** [name, file, import]: each must pass the layer rule. */
const ALLOWED: [string, string, string][] = [
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
  ['app layer → any feature file', 'src/probe.ts', "import { x } from '@features/cart/CartPage';"],
];

/** [name, import]: each must be refused in rules/ (isomorphic code). */
const NOT_IN_RULES: [string, string][] = [
  ['React', "import { useState as x } from 'react';"],
  ['Redux Toolkit', "import { createSlice as x } from '@reduxjs/toolkit';"],
  ['Fastify', "import x from 'fastify';"],
  ['a Node module', "import x from 'node:fs';"],
];

const probe = (code: string) => `${code}\nexport const y = x;\n`;

describe('the layers are lint errors (layers.config.mjs)', () => {
  const results = new Map<string, LintMessage[]>();
  const key = (file: string, code: string) => `${file}\n${code}`;
  beforeAll(() => {
    const texts = [
      ...[...REFUSED, ...ALLOWED].map(([, file, code]) => ({ file, code: probe(code) })),
      ...NOT_IN_RULES.map(([, code]) => ({ file: 'rules/probe.ts', code: probe(code) })),
    ];
    lintAll(texts).forEach((messages, i) =>
      results.set(key(texts[i]!.file, texts[i]!.code), messages),
    );
  }, 120_000);
  const lint = (file: string, code: string) => results.get(key(file, probe(code)))!;

  it.each(REFUSED)('refuses %s', (_name, file, code) => {
    expect(restricted(lint(file, code))).toHaveLength(1);
  });

  it.each(ALLOWED)('allows %s', (_name, file, code) => {
    expect(restricted(lint(file, code))).toEqual([]);
  });

  it.each(NOT_IN_RULES)('refuses %s in rules/', (_name, code) => {
    expect(isomorphic(lint('rules/probe.ts', code))).toHaveLength(1);
  });
});
