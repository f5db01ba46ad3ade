/**
 * npm run bench:catalog: the catalog part of npm run bench alone (same as
 * `npm run bench -- --only catalog`); its section of docs/BENCHMARKS.md is replaced. Takes the
 * same options (--seconds, --connections, --warmup, --reseed).
 */
import { main } from './run';

if (!process.argv.includes('--only')) process.argv.push('--only', 'catalog');
main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
