// The server project's jest environment: Node's, plus the engines of the test file at hand
// (__tests__/server/engineList.js) and, when PostgreSQL is one of them, a database of the file's
// own, copied from the seeded template the global setup made (pgCluster.js). The copy is a file
// copy on a cluster without fsync (a fraction of a second), so no file sees another's writes and
// none has to migrate or seed. The test file reads its engines through `engines`
// (testServer.ts) and its database through DATABASE_URL, as before.
const path = require('node:path');
const { randomBytes } = require('node:crypto');
const { TestEnvironment } = require('jest-environment-node');
const { enginesFor } = require('../server/engineList');

class ServerEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.file = path
      .relative(path.join(config.projectConfig.rootDir, '__tests__/server'), context.testPath)
      .split(path.sep)
      .join('/');
    this.drop = null;
  }

  async setup() {
    await super.setup();
    const env = this.global.process.env;
    const template = process.env.VITRINE_PG_TEMPLATE;
    // A cluster of the suite's own (template) or a database given from outside (DATABASE_URL).
    const postgres = Boolean(template || process.env.DATABASE_URL);
    const engines = enginesFor(this.file, {
      postgres,
      full: process.env.VITRINE_TEST_MATRIX === 'full',
    });
    env.VITRINE_TEST_ENGINES = engines.join(',');
    if (!engines.includes('postgres')) {
      delete env.DATABASE_URL;
    } else if (template) {
      const name = `vitrine_f${randomBytes(5).toString('hex')}`;
      await admin(`create database ${name} template ${template} strategy file_copy`);
      const url = new URL(process.env.VITRINE_PG_ADMIN_URL);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      this.drop = () => admin(`drop database if exists ${name} with (force)`);
    }
  }

  async teardown() {
    await this.drop?.();
    await super.teardown();
  }
}

async function admin(statement) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: process.env.VITRINE_PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

module.exports = ServerEnvironment;
