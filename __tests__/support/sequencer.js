// Jest's order of test files: the slowest first, so that neither worker is left with a long file
// at the end while the other idles. Jest's own sequencer goes by each file's last duration in
// its cache (.cache/jest), and puts files it has no duration for first, by size. A clean clone
// has no cache, and file size puts the slowest suites (the fault tests, the mail dispatcher)
// nowhere near the front. Here a file's duration is the cached one, else the one measured in
// durations.json (the suite's slowest files, written by `node tools/testStages.mjs --durations`),
// else unknown; the longest go first, then the unknown ones by size. A file that failed last
// time still goes first of all.
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const root = path.resolve(__dirname, '../..');
const measured = JSON.parse(fs.readFileSync(path.join(__dirname, 'durations.json'), 'utf8'));

class SlowestFirst extends Sequencer {
  sort(tests) {
    const key = new Map(
      tests.map((test) => {
        const file = path.relative(root, test.path).split(path.sep).join('/');
        const ms = this.time(test) ?? (measured[file] == null ? 0 : measured[file] * 1000);
        return [test, { failed: this.hasFailed(test), ms, size: fs.statSync(test.path).size }];
      }),
    );
    return [...tests].sort((a, b) => {
      const x = key.get(a);
      const y = key.get(b);
      if (x.failed !== y.failed) return x.failed ? -1 : 1;
      if (x.ms !== y.ms) return y.ms - x.ms;
      return y.size - x.size;
    });
  }
}

module.exports = SlowestFirst;
