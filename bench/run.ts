/**
 * npm run bench: production build, JS and CSS (gzip) each route loads before interaction,
 * and Lighthouse (mobile) on the home page with the system Chromium. Writes docs/BENCHMARKS.md.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tools/chromium';
import { spawnServer } from '../tools/spawnServer';

const root = path.join(__dirname, '..');
const port = 8282;
const base = `http://localhost:${port}`;
const chromePath = chromiumPath();
const chromeFlags = CHROMIUM_ARGS;
const routes = [
  { name: 'home', path: '/fr/' },
  { name: 'content page', path: '/fr/about' },
  { name: 'not found', path: '/fr/nope' },
];
const BUDGET_HOME_KB = 150;
const BUDGET_ROUTE_KB = 200;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function gzipSize(urlPath: string): number {
  const file = path.join(root, 'dist', urlPath);
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

async function routeSizes() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const rows: { name: string; path: string; js: number; css: number; files: string[] }[] = [];
  for (const route of routes) {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname))
        files.add(url.pathname);
    });
    await page.goto(base + route.path, { waitUntil: 'networkidle' });
    await page.close();
    const list = [...files].sort();
    rows.push({
      ...route,
      js: list.filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipSize(f), 0),
      css: list.filter((f) => f.endsWith('.css')).reduce((n, f) => n + gzipSize(f), 0),
      files: list.map((f) => path.basename(f)),
    });
  }
  await browser.close();
  return rows;
}

async function lighthouseHome() {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(`${base}/fr/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
      cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
      tbt: audits['total-blocking-time']?.displayValue ?? '?',
      fcp: audits['first-contentful-paint']?.displayValue ?? '?',
      // What keeps a category under 100, so the next change knows where to look.
      misses: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category}: ${audits[ref.id]?.title ?? ref.id}`),
      ),
    };
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build'))
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
  const server = await spawnServer(
    { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    120_000,
  );
  try {
    const sizes = await routeSizes();
    const lh = await lighthouseHome();
    const now = new Date().toISOString().slice(0, 10);
    const lines = [
      '# Benchmarks',
      '',
      `Written by \`npm run bench\` on ${now} (${os.cpus().length} cores, Node ${process.version}, Chromium at ${chromePath}).`,
      'Sizes are gzip (level 9) of every script and stylesheet the page requests until the network is idle.',
      '',
      '## JS and CSS per route',
      '',
      '| route | path | JS gzip (KB) | CSS gzip (KB) | budget JS | files |',
      '|---|---|---:|---:|---:|---|',
      ...sizes.map(
        (r) =>
          `| ${r.name} | \`${r.path}\` | ${kb(r.js)} | ${kb(r.css)} | ${r.name === 'home' ? BUDGET_HOME_KB : BUDGET_ROUTE_KB} | ${r.files.join(', ')} |`,
      ),
      '',
      '## Lighthouse, home page (`/fr/`, mobile emulation)',
      '',
      '| performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.fcp} | ${lh.lcp} | ${lh.tbt} | ${lh.cls} |`,
      '',
      ...(lh.misses.length > 0
        ? ['Audits not passed:', '', ...lh.misses.map((m) => `- ${m}`), '']
        : []),
      'Budgets (DESIGN.md): home JS <= 150 KB gzip, any route <= 200 KB, Lighthouse performance >= 90, CLS <= 0.02.',
      '',
    ];
    fs.writeFileSync(path.join(root, 'docs/BENCHMARKS.md'), lines.join('\n'));
    console.log(lines.join('\n'));
    const home = sizes.find((s) => s.name === 'home');
    if (home && home.js / 1024 > BUDGET_HOME_KB) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
