/**
 * npm run bench: production build, JS and CSS per route, Lighthouse (home, list, product), and
 * the catalog calls under concurrent load at 100 000 and 10 000 products. Writes
 * docs/BENCHMARKS.md. Options:
 *   --only catalog|frontend   one part alone (its section of BENCHMARKS.md is replaced)
 *   --no-build                use the current dist/
 *   --seconds 10 --connections 50 --warmup 3   the load runs
 *   --reseed                  seed the benchmark shops again instead of reusing them
 *   --no-write                print the figures, leave docs/BENCHMARKS.md as it is
 *   --lighthouse-runs 3       Lighthouse runs per page (the median run is reported)
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from '../tools/chromium';
import { runCatalogBench, type CatalogBenchOptions } from './catalogBench';
import { catalogLines } from './catalogReport';
import { runFrontendBench } from './frontend';
import { replaceSection, section } from './report';

const root = path.join(__dirname, '..');
const target = path.join(root, 'docs/BENCHMARKS.md');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

function numberOption(name: string, fallback: number): number {
  const raw = option(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${name} needs a number, got "${raw}"`);
  return value;
}

const header = () => [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}, Chromium at ${chromiumPath()}). \`npm run bench -- --only catalog\` (or \`npm run bench:catalog\`) measures the catalog part again alone.`,
  '',
];

export async function main(): Promise<void> {
  const argv = process.argv;
  const only = option('only');
  if (only !== undefined && only !== 'catalog' && only !== 'frontend') {
    throw new Error(`--only takes catalog or frontend, got "${only}"`);
  }
  const catalogOptions: CatalogBenchOptions = {
    connections: numberOption('connections', 50),
    seconds: numberOption('seconds', 10),
    warmupSeconds: numberOption('warmup', 3),
    lighthouse: only !== 'catalog',
    reseed: argv.includes('--reseed'),
    log: (line) => console.info(line),
  };
  if (only !== 'catalog' && !argv.includes('--no-build')) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  let overBudget = false;
  const parts: { name: string; lines: string[] }[] = [];
  if (only !== 'catalog') {
    const frontend = await runFrontendBench();
    overBudget = frontend.homeOverBudget;
    parts.push({ name: 'frontend', lines: frontend.lines });
  }
  if (only !== 'frontend') {
    const run = await runCatalogBench(catalogOptions);
    parts.push({ name: 'catalog', lines: catalogLines(run, catalogOptions) });
  }
  if (argv.includes('--no-write')) {
    console.log(parts.flatMap((p) => p.lines).join('\n'));
  } else if (only === undefined) {
    const text = [...header(), ...parts.flatMap((p) => [...section(p.name, p.lines), ''])].join(
      '\n',
    );
    fs.writeFileSync(target, text);
    console.log(text);
  } else {
    for (const part of parts) replaceSection(target, part.name, part.lines);
    console.log(parts.flatMap((p) => p.lines).join('\n'));
  }
  if (overBudget) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
