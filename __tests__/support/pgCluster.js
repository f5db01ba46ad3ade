// Jest global setup of the server project (only runs when a server test file does): the seeded
// shop as a PGlite image, and, when DATABASE_URL is not set and PostgreSQL's server binaries are
// on this machine, a throwaway cluster on a free loopback port holding the seeded shop as a
// template database: each test file whose engines include PostgreSQL gets a copy of it
// (serverEnvironment.js). Where initdb is absent, say so and run on PGlite only.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

function findInitdb() {
  const dirs = [...(process.env.PATH ?? '').split(':'), ...globDirs('/usr/lib/postgresql')];
  return dirs.map((d) => path.join(d, 'initdb')).find((p) => fs.existsSync(p));
}

function globDirs(root) {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root).map((v) => path.join(root, v, 'bin'));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** PostgreSQL refuses to run as root: run its binaries as an unprivileged user then. */
function runner() {
  if (process.getuid?.() !== 0) return (cmd, args) => [cmd, args];
  const user = ['postgres', 'nobody'].find((u) => {
    try {
      execFileSync('id', [u], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  return (cmd, args) => ['runuser', ['-u', user, '--', cmd, ...args]];
}

/**
 * The seeded shop as a PGlite dump, made once: every PGlite test app starts from it
 * (testServer.ts) instead of migrating and seeding its own (about 1.3 s against 4.1 s each).
 */
function makePgliteImage() {
  const file = path.join(os.tmpdir(), `vitrine-jest-pglite-${process.pid}.tar`);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'pgliteImage.ts'), file],
    { cwd: path.join(__dirname, '../..'), stdio: 'inherit' },
  );
  process.env.VITRINE_PGLITE_IMAGE = file;
  globalThis.__VITRINE_PGLITE_IMAGE__ = file;
}

const TEMPLATE = 'vitrine_template';

module.exports = async function setup() {
  makePgliteImage();
  if (process.env.DATABASE_URL || process.env.VITRINE_NO_PG === '1') return;
  const initdb = findInitdb();
  if (!initdb) {
    console.log(
      '\n[pg] initdb not found: server tests run on PGlite only (set DATABASE_URL to add PostgreSQL).',
    );
    return;
  }
  const bin = path.dirname(initdb);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-pg-'));
  const as = runner();
  if (process.getuid?.() === 0) execFileSync('chmod', ['777', dir]);
  const port = await freePort();
  const run = (cmd, args) => {
    const [c, a] = as(path.join(bin, cmd), args);
    execFileSync(c, a, { stdio: 'ignore' });
  };
  run('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'vitrine', '--no-sync']);
  run('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    'start',
  ]);
  const { Client } = require('pg');
  const adminUrl = `postgres://vitrine@127.0.0.1:${port}/postgres`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  // Migrate and seed once. Nothing connects to the template afterwards: a file copy
  // (STRATEGY FILE_COPY) needs it idle.
  execFileSync(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts'], {
    cwd: path.join(__dirname, '../..'),
    env: { ...process.env, DATABASE_URL: adminUrl.replace(/\/postgres$/, `/${TEMPLATE}`) },
    stdio: 'ignore',
  });
  process.env.VITRINE_PG_ADMIN_URL = adminUrl;
  process.env.VITRINE_PG_TEMPLATE = TEMPLATE;
  globalThis.__VITRINE_PG__ = { dir, bin, as };
  console.log(
    `\n[pg] throwaway PostgreSQL cluster on 127.0.0.1:${port}: server suites on PostgreSQL get a copy of the seeded template.`,
  );
};
