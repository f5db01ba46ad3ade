/**
 * npm run bench: production build, JS and CSS per route, Lighthouse (home, list, product, cart
 * and checkout of the demo shop; list and product at 100 000 products), the catalog calls under
 * concurrent load at 100 000 and 10 000 products, and the mixed load (browsing while orders are
 * placed, PGlite and PostgreSQL, plus the index builds). Writes
 * docs/BENCHMARKS.md. Options:
 *   --only catalog|frontend|mixed|pickup   one part alone (its section of BENCHMARKS.md is replaced)
 *   --no-build                use the current dist/ (--only mixed builds only if dist/ is missing)
 *   --seconds 10 --connections 50 --warmup 3   the load runs (mixed: --seconds defaults to 60)
 *   --order-rate 2.5 --shoppers 20 --timeout 30   mixed: orders started per second, shoppers
 *                             placing them in parallel, per-request timeout (s)
 *   --engine pglite|postgresql      mixed, pickup: one engine only (both by default)
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
import { runMixedBench, type MixedBenchOptions } from './mixed';
import { mixedLines, overBudget as mixedOverBudget } from './mixedReport';
import { pickupLines, pickupOverBudget, runPickupBench, type PickupBenchOptions } from './pickup';
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
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}, Chromium at ${chromiumPath()}). \`npm run bench -- --only catalog\` (or \`npm run bench:catalog\`) measures the catalog part again alone, \`npm run bench -- --only mixed\` the mixed load.`,
  '',
];

export async function main(): Promise<void> {
  const argv = process.argv;
  const only = option('only');
  if (only !== undefined && !['catalog', 'frontend', 'mixed', 'pickup'].includes(only)) {
    throw new Error(`--only takes catalog, frontend, mixed or pickup, got "${only}"`);
  }
  const catalogOptions: CatalogBenchOptions = {
    connections: numberOption('connections', 50),
    seconds: numberOption('seconds', 10),
    warmupSeconds: numberOption('warmup', 3),
    lighthouse: only !== 'catalog',
    reseed: argv.includes('--reseed'),
    log: (line) => console.info(line),
  };
  const mixedOptions: MixedBenchOptions = {
    connections: numberOption('connections', 50),
    seconds: numberOption('seconds', 60),
    warmupSeconds: numberOption('warmup', 3),
    orderRate: numberOption('order-rate', 2.5),
    shoppers: Math.max(1, Math.round(numberOption('shoppers', 20))),
    timeoutSeconds: numberOption('timeout', 30),
    reseed: argv.includes('--reseed'),
    ...(option('engine') ? { engine: option('engine') } : {}),
    log: (line) => console.info(line),
  };
  const pickupOptions: PickupBenchOptions = {
    connections: numberOption('connections', 50),
    seconds: numberOption('seconds', 10),
    warmupSeconds: numberOption('warmup', 3),
    ...(option('engine') ? { engine: option('engine') } : {}),
    log: (line) => console.info(line),
  };
  // The mixed part asks for product page documents: it needs a build, not a fresh one.
  const built = fs.existsSync(path.join(root, 'dist/index.html'));
  if (
    (only === undefined || only === 'frontend' || (only === 'mixed' && !built)) &&
    !argv.includes('--no-build')
  ) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  }
  let overBudget = false;
  const parts: { name: string; lines: string[] }[] = [];
  if (only === undefined || only === 'frontend') {
    const frontend = await runFrontendBench();
    overBudget = frontend.homeOverBudget;
    parts.push({ name: 'frontend', lines: frontend.lines });
  }
  if (only === undefined || only === 'catalog') {
    const run = await runCatalogBench(catalogOptions);
    parts.push({ name: 'catalog', lines: catalogLines(run, catalogOptions) });
  }
  if (only === undefined || only === 'mixed') {
    const run = await runMixedBench(mixedOptions);
    if (mixedOverBudget(run)) overBudget = true;
    parts.push({ name: 'mixed', lines: mixedLines(run, mixedOptions) });
  }
  if (only === undefined || only === 'pickup') {
    const run = await runPickupBench(pickupOptions);
    if (pickupOverBudget(run)) overBudget = true;
    parts.push({ name: 'pickup', lines: pickupLines(run, pickupOptions) });
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
