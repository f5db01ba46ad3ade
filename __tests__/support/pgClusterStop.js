const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

module.exports = async function teardown() {
  const image = globalThis.__VITRINE_PGLITE_IMAGE__;
  if (image) fs.rmSync(image, { force: true });
  const cluster = globalThis.__VITRINE_PG__;
  if (!cluster) return;
  const [cmd, args] = cluster.as(path.join(cluster.bin, 'pg_ctl'), [
    '-D',
    path.join(cluster.dir, 'data'),
    '-m',
    'immediate',
    'stop',
  ]);
  execFileSync(cmd, args, { stdio: 'ignore' });
  fs.rmSync(cluster.dir, { recursive: true, force: true });
};
