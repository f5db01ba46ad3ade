/**
 * The validation library stays out of the main chunk (the "no widget code in the main
 * chunk"; `npm run bench` measures the sizes): no static import chain from webpack's main entry
 * reaches the yup side or the rules; only the tiny error-text helper the form fields use may.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.join(__dirname, '../../../..');
const ALIASES: Record<string, string> = {
  '@src/': 'src/',
  '@store/': 'store/',
  '@api/': 'api/',
  '@features/': 'features/',
  '@rules/': 'rules/',
  '@base/': 'base/',
};

function resolveModule(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  let base: string;
  if (alias) base = path.join(root, ALIASES[alias] ?? '', spec.slice(alias.length));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Static imports and re-exports (not `import type`), and eager `import()`s, which stay in the
 * importing chunk (src/index.tsx evaluates the main chunk in steps); not the other `import()`s,
 * which webpack splits off.
 */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specs: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  const eager = /import\(\s*\/\*\s*webpackMode:\s*"eager"\s*\*\/\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(pattern)) if (match[1]) specs.push(match[1]);
  for (const match of text.matchAll(eager)) if (match[1]) specs.push(match[1]);
  return specs;
}

/** Every file a static import chain reaches from the entries (paths from the repository root). */
function reachableFiles(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((f) => path.join(root, f));
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) continue;
    seen.add(file);
    for (const spec of staticImports(file)) {
      const resolved = resolveModule(file, spec);
      if (resolved) queue.push(resolved);
    }
  }
  return new Set([...seen].map((f) => path.relative(root, f).split(path.sep).join('/')));
}

describe('the main chunk', () => {
  // webpack.config.ts's main entry.
  const files = reachableFiles(['src/publicPath.ts', 'src/index.tsx']);

  it('is walked from the real entry (the shell and the store are in it)', () => {
    expect(files.has('src/index.tsx')).toBe(true);
    expect(files.size).toBeGreaterThan(50);
  });

  it('would see the library if a static chain reached it (the card form reaches the card rule)', () => {
    const card = reachableFiles(['features/checkout/cardFields.ts']);
    expect(card.has('rules/validation/card.ts')).toBe(true);
  });

  it('holds no part of the validation library but its error-text helper', () => {
    const library = [...files].filter(
      (f) => f.startsWith('rules/validation/') || f.startsWith('base/forms/validation/'),
    );
    expect(library.filter((f) => f !== 'base/forms/validation/errorText.ts')).toEqual([]);
  });
});
