/**
 * One index build, alone in its process (run by the mixed benchmark):
 *   node --expose-gc --import tsx bench/indexBuild.ts list|suggestions <PGlite folder>
 * gc(), then the build with process.memoryUsage() sampled every 5 ms by a timer (the builders
 * yield to the event loop), then gc() again with the index still held. Prints one line:
 * `RESULT {"ms":…,"peakHeap":…,"retainedHeap":…,"peakArrayBuffers":…}` (bytes above the
 * baseline taken after the database was opened).
 */
import { openDatabase } from '../server/db/client';
import type { PGliteRemote } from '../server/db/pgliteRemote';
import { buildListIndex } from '../server/services/catalog/listIndex';
import { buildSuggestionIndex } from '../server/services/catalog/suggestionIndex';

export interface IndexBuildFigures {
  ms: number;
  peakHeap: number;
  /** The PGlite worker thread's peak heap above its baseline (server/db/pgliteWorker.mjs). */
  workerPeakHeap: number;
  retainedHeap: number;
  peakArrayBuffers: number;
  samples: number;
}

const CULTURES = ['fr', 'nl'];

async function main(): Promise<void> {
  const [which, dataDir] = process.argv.slice(2);
  if ((which !== 'list' && which !== 'suggestions') || !dataDir) {
    throw new Error('usage: indexBuild.ts list|suggestions <PGlite folder>');
  }
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with node --expose-gc');
  const database = await openDatabase({ dataDir });
  try {
    collect();
    const base = process.memoryUsage();
    let peakHeap = base.heapUsed;
    let peakArrayBuffers = base.arrayBuffers;
    let samples = 0;
    const sample = () => {
      const m = process.memoryUsage();
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakArrayBuffers = Math.max(peakArrayBuffers, m.arrayBuffers);
      samples++;
    };
    // PGlite's own thread: its heap holds each query's result before it is passed on.
    const worker = (database.db as unknown as { $client: PGliteRemote }).$client;
    const workerBase = await worker.heap(true);
    const timer = setInterval(sample, 5);
    const started = performance.now();
    const index =
      which === 'list'
        ? await buildListIndex(database.db, CULTURES)
        : await buildSuggestionIndex(database.db, CULTURES);
    const ms = performance.now() - started;
    sample();
    const workerPeak = (await worker.heap()).peak - workerBase.used;
    clearInterval(timer);
    collect();
    const retainedHeap = process.memoryUsage().heapUsed - base.heapUsed;
    const figures: IndexBuildFigures = {
      ms,
      peakHeap: peakHeap - base.heapUsed,
      workerPeakHeap: workerPeak,
      retainedHeap,
      peakArrayBuffers: peakArrayBuffers - base.arrayBuffers,
      samples,
    };
    // The index is kept alive until the figures are taken.
    if (!index) throw new Error('no index');
    console.log(`RESULT ${JSON.stringify(figures)}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
