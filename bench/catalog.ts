/**
 * npx tsx bench/catalog.ts [--products 100000 --connections 50 --seconds 20]: seeds a throwaway
 * PGlite folder, starts the server on it and measures C7 search suggestions under concurrent
 * load. Prints the figures; docs/BENCHMARKS.md is written by bench/run.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer } from '../tools/spawnServer';
import { runLoad } from './catalogLoad';

const root = path.join(__dirname, '..');

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
}

/** What shoppers type: whole words, word starts, another language, typos. */
const TERMS = [
  ['fr', 'robe'],
  ['fr', 'pull col'],
  ['fr', 'chemise lin'],
  ['fr', 'housse de couette'],
  ['fr', 'ostende'],
  ['fr', 'cachemire'],
  ['fr', 'chemsie'],
  ['fr', 'sa'],
  ['nl', 'jurk'],
  ['nl', 'trui merinowol'],
  ['nl', 'kussen'],
  ['nl', 'linnen'],
  ['nl', 'antwerpen'],
  ['nl', 'hemd'],
] as const;

async function main(): Promise<void> {
  const products = flag('products', 100_000);
  const connections = flag('connections', 50);
  const seconds = flag('seconds', 20);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-catalog-'));
  const port = 8383;
  try {
    const t0 = Date.now();
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'server/seed/cli.ts', '--products', String(products)],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'inherit' },
    );
    console.info(`seed: ${products} products in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const server = await spawnServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      const base = `http://127.0.0.1:${port}/api/v1/catalog/search/suggestions`;
      const urls = TERMS.map(
        ([culture, q]) =>
          `${base}?q=${encodeURIComponent(q)}&nbrResults=5&accuracy=0.3&culture=${culture}`,
      );
      await runLoad(urls, 4, 2000); // warm-up: JIT, PGlite caches
      const r = await runLoad(urls, connections, seconds * 1000);
      console.info(
        `C7 suggestions, ${products} products, ${connections} connections, ${r.seconds.toFixed(1)} s: ` +
          `${r.requests} requests (${(r.requests / r.seconds).toFixed(0)}/s), ${r.errors} errors, ` +
          `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
