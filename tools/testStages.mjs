#!/usr/bin/env node
/**
 * `npm test` and `npm run test:full`: every check of the project, stage by stage, ending with a
 * table of what each stage cost and the slowest jest files and Playwright tests, so that every
 * change shows what it adds to the wait.
 *
 *   node tools/testStages.mjs                 # npm test: typecheck, lint and build, jest, Playwright
 *   node tools/testStages.mjs --full          # npm run test:full: the whole engine and browser matrix
 *   node tools/testStages.mjs --only jest-server,playwright   # some stages, same table
 *   node tools/testStages.mjs --durations     # also rewrite __tests__/support/durations.json
 *
 * Typecheck, lint and the build run side by side; the rest one after another. The first stage
 * that fails stops the run (the table still prints). Reports land in .cache/test-report/.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, '.cache/test-report');
const args = process.argv.slice(2);
const full = args.includes('--full');
const writeDurations = args.includes('--durations');
const onlyArg = args.find((a) => a.startsWith('--only'));
const only = onlyArg
  ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : args[args.indexOf(onlyArg) + 1]).split(',')
  : null;

const jest = ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js'];
const jestReport = (project) => path.join(reportDir, `jest-${project}.json`);
const playwrightReport = path.join(reportDir, 'playwright.json');
const env = {
  ...process.env,
  ...(full ? { VITRINE_TEST_MATRIX: 'full' } : {}),
  VITRINE_PLAYWRIGHT_JSON: playwrightReport,
};

/** The stages, in order; a group's stages run side by side. */
const GROUPS = [
  [
    { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
    { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
    // Beside them: lint runs on little more than one core, and the journeys need the build.
    { name: 'build', cmd: 'npm', args: ['run', '--silent', 'build'] },
  ],
  [
    {
      name: 'jest-client',
      cmd: process.execPath,
      args: [...jest, '--selectProjects', 'client', '--json', '--outputFile', jestReport('client')],
    },
  ],
  [
    {
      name: 'jest-server',
      cmd: process.execPath,
      args: [...jest, '--selectProjects', 'server', '--json', '--outputFile', jestReport('server')],
    },
  ],
  [{ name: 'playwright', cmd: 'npx', args: ['playwright', 'test'] }],
];

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * Runs a stage under bash, whose `times` gives the CPU time (user + system) of every process the
 * stage waited for: on a machine shared with other work, CPU time moves much less than wall time
 * (a PostgreSQL cluster the stage starts runs detached and is not counted).
 */
function run(stage, started) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const record = { name: stage.name, start: (t0 - started) / 1000, loadBefore: load() };
    const timesFile = path.join(reportDir, `times-${stage.name}.txt`);
    const script = '"$@"; code=$?; times > "$TIMES_FILE"; exit $code';
    const child = spawn('bash', ['-c', script, stage.name, stage.cmd, ...stage.args], {
      cwd: root,
      env: { ...env, TIMES_FILE: timesFile },
      stdio: 'inherit',
    });
    child.on('close', (code, signal) => {
      Object.assign(record, {
        seconds: (Date.now() - t0) / 1000,
        cpu: childCpuSeconds(timesFile),
        loadAfter: load(),
        ok: code === 0,
        status: code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`,
      });
      resolve(record);
    });
  });
}

/** bash's `times`: its own user and system time, then its children's ("0m1.250s 0m0.310s"). */
function childCpuSeconds(file) {
  try {
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    const seconds = (t) => {
      const [, m, s] = /(\d+)m([\d.]+)s/.exec(t) ?? [];
      return Number(m) * 60 + Number(s);
    };
    return lines[1]
      .trim()
      .split(/\s+/)
      .reduce((sum, t) => sum + seconds(t), 0);
  } catch {
    return null;
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function jestFiles(report) {
  return (report?.testResults ?? []).map((t) => ({
    file: rel(t.name),
    seconds: (t.endTime - t.startTime) / 1000,
  }));
}

function playwrightTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const seconds = (test.results ?? []).reduce((s, r) => s + (r.duration ?? 0), 0) / 1000;
        out.push({
          title: [...titles, spec.title].filter(Boolean).join(' › '),
          file: spec.file,
          project: test.projectName,
          status: test.status,
          seconds,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return out;
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const clip = (s, n) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function table(records, wall) {
  const lines = [];
  const client = readJson(jestReport('client'));
  const server = readJson(jestReport('server'));
  const pw = readJson(playwrightReport);
  const ran = (name) => records.some((r) => r.name === name);
  const jestCount = (r) =>
    r ? `${r.numPassedTests}/${r.numTotalTests} tests, ${r.numTotalTestSuites} files` : '';
  const pwTests = ran('playwright') ? playwrightTests(pw) : [];
  const counts = {
    'jest-client': ran('jest-client') ? jestCount(client) : '',
    'jest-server': ran('jest-server') ? jestCount(server) : '',
    playwright: pwTests.length
      ? `${pwTests.filter((t) => t.status === 'expected').length}/${pwTests.length} tests`
      : '',
  };
  lines.push('');
  lines.push(
    `Test stages (${full ? 'npm run test:full: the whole matrix' : 'npm test'}), ${os.cpus().length} cores`,
  );
  lines.push(
    `${pad('stage', 12)} ${lpad('start', 7)} ${lpad('seconds', 8)} ${lpad('cpu s', 8)}  ${pad('status', 18)} ${pad('load before → after', 34)} counts`,
  );
  for (const r of records) {
    const cpu = r.cpu == null ? '' : r.cpu.toFixed(0);
    lines.push(
      `${pad(r.name, 12)} ${lpad(r.start.toFixed(0), 7)} ${lpad(r.seconds.toFixed(1), 8)} ${lpad(cpu, 8)}  ${pad(r.status, 18)} ${pad(`${r.loadBefore} → ${r.loadAfter}`, 34)} ${counts[r.name] ?? ''}`,
    );
  }
  const cpu = records.reduce((sum, r) => sum + (r.cpu ?? 0), 0);
  lines.push(
    `${pad('total', 12)} ${lpad('', 7)} ${lpad(wall.toFixed(1), 8)} ${lpad(cpu.toFixed(0), 8)}  (wall time; CPU of the stages' processes)`,
  );

  const files = [
    ...(ran('jest-client') ? jestFiles(client) : []),
    ...(ran('jest-server') ? jestFiles(server) : []),
  ].sort((a, b) => b.seconds - a.seconds);
  if (files.length) {
    lines.push('', 'Slowest jest files');
    for (const f of files.slice(0, 15)) lines.push(`${lpad(f.seconds.toFixed(1), 8)}  ${f.file}`);
  }
  if (pwTests.length) {
    lines.push('', 'Slowest Playwright tests');
    for (const t of [...pwTests].sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
      lines.push(
        `${lpad(t.seconds.toFixed(1), 8)}  ${pad(t.project, 12)} ${clip(`${t.file} › ${t.title}`, 110)}`,
      );
    }
  }
  return { text: lines.join('\n') };
}

async function main() {
  fs.mkdirSync(reportDir, { recursive: true });
  const started = Date.now();
  const records = [];
  for (const group of GROUPS) {
    const stages = group.filter((s) => !only || only.includes(s.name));
    if (!stages.length) continue;
    for (const s of stages) {
      // A report left by an earlier run must not be read as this one's.
      if (s.name.startsWith('jest-')) fs.rmSync(jestReport(s.name.slice(5)), { force: true });
      if (s.name === 'playwright') fs.rmSync(playwrightReport, { force: true });
    }
    const done = await Promise.all(stages.map((s) => run(s, started)));
    records.push(...done);
    if (done.some((r) => !r.ok)) break;
  }
  const { text } = table(records, (Date.now() - started) / 1000);
  console.info(text);
  fs.writeFileSync(path.join(reportDir, 'stages.txt'), `${text}\n`);
  if (writeDurations) {
    // The slowest files of the last client and server runs (this one's or an earlier one's),
    // for the jest sequencer of a clone without jest's cache.
    const measured = [jestReport('client'), jestReport('server')]
      .flatMap((file) => jestFiles(readJson(file)))
      .sort((x, y) => y.seconds - x.seconds);
    const durations = Object.fromEntries(
      measured.slice(0, 40).map((f) => [f.file, Math.round(f.seconds * 10) / 10]),
    );
    fs.writeFileSync(
      path.join(root, '__tests__/support/durations.json'),
      `${JSON.stringify(durations, null, 2)}\n`,
    );
  }
  process.exit(records.every((r) => r.ok) ? 0 : 1);
}

main();
