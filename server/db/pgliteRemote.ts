import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * The PGlite client drizzle-orm's driver sees (query, transaction, close, waitReady), answered
 * by a PGlite running in a worker thread (pgliteWorker.mjs): the server's event loop no longer
 * stops while a query runs, so requests answered from memory (lists, suggestions) stay fast
 * while others query. One database, one connection, as before: queries outside a transaction
 * wait while one is open, in PGlite's own order.
 */
interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: { name: string; message: string; props: Record<string, unknown> };
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

class Channel {
  private nextId = 1;
  private waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  /** Why the worker stopped answering, once it has. */
  dead: Error | undefined;
  readonly ready: Promise<void>;

  constructor(readonly worker: Worker) {
    let started!: { resolve(v: unknown): void; reject(e: Error): void };
    this.ready = new Promise<unknown>((resolve, reject) => (started = { resolve, reject })).then(
      () => undefined,
    );
    this.waiting.set(0, started);
    worker.on('message', (reply: Reply) => {
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.waiting.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(toError(reply.error!));
    });
    const stop = (error: Error) => {
      this.dead ??= error;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`PGlite worker exited (${code})`)));
  }

  send(message: Record<string, unknown>): Promise<unknown> {
    // A worker that died answers nothing: every later call fails at once instead of hanging.
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }
}

/** The worker's error as the caller would have got it (message, code, detail, constraint…). */
function toError(error: NonNullable<Reply['error']>): Error {
  const out = new Error(error.message);
  out.name = error.name;
  return Object.assign(out, error.props);
}

export class PGliteRemote {
  readonly waitReady: Promise<void>;

  private constructor(
    private readonly channel: Channel,
    private readonly transactionId = 0,
  ) {
    this.waitReady = channel.ready;
  }

  /** `loadDataDir`: a dump (a file written from `dump()`) the new database starts from. */
  static open(dataDir: string, loadDataDir?: string): PGliteRemote {
    const worker = new Worker(path.join(__dirname, 'pgliteWorker.mjs'), {
      workerData: { dataDir, loadDataDir },
      // The worker is plain JavaScript: no loader of the parent's (tsx) is needed in it.
      execArgv: [],
    });
    return new PGliteRemote(new Channel(worker));
  }

  async query(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<QueryResult> {
    return (await this.channel.send({
      op: 'query',
      transaction: this.transactionId,
      sql,
      params,
      rowMode: options.rowMode,
      drizzleParsers: options.parsers !== undefined,
    })) as QueryResult;
  }

  async transaction<T>(work: (tx: PGliteRemote) => Promise<T>): Promise<T> {
    const id = (await this.channel.send({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await work(new PGliteRemote(this.channel, id));
    } catch (error) {
      await this.channel.send({ op: 'end', transaction: id, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.channel.send({ op: 'end', transaction: id, commit: true });
    return result;
  }

  /**
   * The worker's JS heap now and its highest with a query result in hand, in bytes; `reset`
   * collects garbage (when the process runs with --expose-gc) and starts the peak again.
   */
  async heap(reset = false): Promise<{ used: number; peak: number }> {
    return (await this.channel.send({ op: 'heap', reset })) as { used: number; peak: number };
  }

  /** The whole database as a PGlite dump (tar bytes), for `open(…, loadDataDir)`. */
  async dump(): Promise<Uint8Array> {
    return (await this.channel.send({ op: 'dump' })) as Uint8Array;
  }

  async close(): Promise<void> {
    try {
      if (!this.channel.dead) await this.channel.send({ op: 'close' });
    } finally {
      await this.channel.worker.terminate();
    }
  }
}
