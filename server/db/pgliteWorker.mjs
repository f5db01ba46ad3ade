// PGlite in a worker thread (pgliteRemote.ts talks to it). PGlite runs PostgreSQL in
// WebAssembly on the thread that calls it, and a query holds that thread until it ends: in the
// server's own thread, every request waited for every query of every other request. Here the
// queries run beside the server's event loop, as a PostgreSQL server's would.
// Plain JavaScript: the worker is loaded by Node itself, under tsx and under jest alike.
import { readFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const asText = (value) => value;
// What drizzle-orm's PGlite driver passes as parsers (dates and intervals kept as text).
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
};

const ROLLBACK = Symbol('rollback');
// The highest heap seen with a query's result in hand (the benchmark of the index builds).
let heapPeak = 0;
const heapUsed = () => getHeapStatistics().used_heap_size;
const transactions = new Map();
let nextTransaction = 0;
let db;

function post(id, result) {
  parentPort.postMessage({ id, ok: true, result });
}

function fail(id, error) {
  const props = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === undefined || typeof value === 'function') continue;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) continue;
      props[key] = value;
    }
  }
  parentPort.postMessage({
    id,
    ok: false,
    error: {
      name: error?.name ?? 'Error',
      message: error?.message ?? String(error),
      props,
    },
  });
}

async function query(message) {
  const target = message.transaction ? transactions.get(message.transaction)?.tx : db;
  if (!target) throw new Error('transaction is over');
  const options = { rowMode: message.rowMode ?? 'object' };
  if (message.drizzleParsers) options.parsers = DRIZZLE_PARSERS;
  const result = await target.query(message.sql, message.params ?? [], options);
  heapPeak = Math.max(heapPeak, heapUsed());
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

function begin(id) {
  const transaction = ++nextTransaction;
  const entry = { tx: undefined, end: undefined, endId: undefined };
  transactions.set(transaction, entry);
  db.transaction(async (tx) => {
    entry.tx = tx;
    post(id, transaction);
    const commit = await new Promise((resolve) => (entry.end = resolve));
    if (!commit) throw ROLLBACK;
  }).then(
    () => {
      transactions.delete(transaction);
      post(entry.endId, true);
    },
    (error) => {
      transactions.delete(transaction);
      if (entry.endId === undefined) fail(id, error);
      else if (error === ROLLBACK) post(entry.endId, false);
      else fail(entry.endId, error);
    },
  );
}

parentPort.on('message', (message) => {
  const { id, op } = message;
  if (op === 'query') {
    query(message).then(
      (result) => post(id, result),
      (error) => fail(id, error),
    );
  } else if (op === 'begin') {
    begin(id);
  } else if (op === 'end') {
    const entry = transactions.get(message.transaction);
    if (!entry?.end) return fail(id, new Error('transaction is over'));
    entry.endId = id;
    entry.end(message.commit);
  } else if (op === 'heap') {
    if (message.reset) {
      globalThis.gc?.();
      heapPeak = heapUsed();
    }
    post(id, { used: heapUsed(), peak: heapPeak });
  } else if (op === 'dump') {
    // The whole database as a PGlite dump (tar), to start other databases from (dumpDataDir).
    db.dumpDataDir('none').then(
      (file) => file.arrayBuffer().then((bytes) => post(id, new Uint8Array(bytes))),
      (error) => fail(id, error),
    );
  } else if (op === 'close') {
    db.close().then(
      () => post(id, true),
      (error) => fail(id, error),
    );
  }
});

try {
  // A dump to start from (the test suite's seeded shop): see PGliteRemote.open.
  const image = workerData.loadDataDir
    ? { loadDataDir: new Blob([readFileSync(workerData.loadDataDir)]) }
    : {};
  db = new PGlite(workerData.dataDir, { extensions: { pg_trgm }, ...image });
  db.waitReady.then(
    () => post(0, 'ready'),
    (error) => fail(0, error),
  );
} catch (error) {
  fail(0, error);
}
