import { Worker } from 'node:worker_threads';
import {
  deserializeError,
  type PgliteWorkerOptions,
  type RowMode,
  type WorkerMessage,
  type WorkerRequest,
} from './pglite-protocol.js';

/** A query's answer, as PGlite gives it (rows as objects or arrays, the columns' types). */
export interface RpcResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: RowMode;
  /** Only the keys (type OIDs) matter: Drizzle passes identity parsers to keep dates as text. */
  parsers?: Record<number, unknown>;
}

/** What Drizzle's PGlite session calls on a connection or on a transaction. */
export interface RpcQueryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<RpcResults>;
  exec(sql: string): Promise<RpcResults[]>;
}

export interface RpcTransaction extends RpcQueryable {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Pending = { resolve(value: unknown): void; reject(err: Error): void };

/**
 * The main thread's side of the embedded database (ADR 041): a PGlite-like object for
 * `drizzle-orm/pglite` whose queries run in a worker thread (pglite-worker.ts). A transaction's
 * queries run pinned to it in the worker; other queries wait there until it ends, as PGlite
 * does. The worker keeps the process alive only while a request is in flight.
 */
export class PgliteRpc implements RpcQueryable {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #dead: Error | undefined;

  constructor(options: PgliteWorkerOptions) {
    this.#worker = spawnWorker(options);
    this.#worker.unref();
    this.#worker.on('message', (message: WorkerMessage) => this.#receive(message));
    this.#worker.on('error', (err) => this.#fail(err));
    this.#worker.on('exit', (code) =>
      this.#fail(new Error(`La base de datos embebida se detuvo (código ${code}).`)),
    );
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<RpcResults> {
    return this.#queryIn(undefined, sql, params, options);
  }

  exec(sql: string): Promise<RpcResults[]> {
    return this.#call({ op: 'exec', sql }) as Promise<RpcResults[]>;
  }

  /** The data folder as PGlite's gzipped tarball, taken while no other query runs (ADR 059). */
  dumpDataDir(): Promise<Uint8Array> {
    return this.#call({ op: 'dump' }) as Promise<Uint8Array>;
  }

  /** Requests sent to the worker and not answered yet (the metrics' database queue). */
  get inFlight(): number {
    return this.#pending.size;
  }

  /** Like PGlite's: commits when `callback` resolves, rolls back when it throws. */
  async transaction<T>(callback: (tx: RpcTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: RpcTransaction = {
      query: (sql, params = [], options = {}) => {
        check();
        return this.#queryIn(txId, sql, params, options);
      },
      exec: (sql) => {
        check();
        return this.#call({ op: 'exec', sql, tx: txId }) as Promise<RpcResults[]>;
      },
      rollback: async () => {
        check();
        closed = true;
        await this.#call({ op: 'end', tx: txId, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.#call({ op: 'end', tx: txId, commit: false }).catch(() => undefined);
      }
      throw err;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: 'end', tx: txId, commit: true });
    }
    return result;
  }

  /** LISTEN; `callback` gets each NOTIFY's payload, before the query that caused it returns. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.#listeners.get(channel);
    if (!set) {
      set = new Set();
      this.#listeners.set(channel, set);
      await this.#call({ op: 'listen', channel });
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
      if (set.size > 0 || this.#listeners.get(channel) !== set) return;
      this.#listeners.delete(channel);
      await this.#call({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.#dead) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#dead ??= new Error('La base de datos embebida está cerrada.');
      await this.#worker.terminate();
    }
  }

  #queryIn(tx: number | undefined, sql: string, params: unknown[], options: QueryOptions) {
    const rawTypes = options.parsers ? Object.keys(options.parsers).map(Number) : [];
    return this.#call({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode,
      rawTypes,
      tx,
    }) as Promise<RpcResults>;
  }

  #call(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<unknown> {
    if (this.#dead) return Promise.reject(this.#dead);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #receive(message: WorkerMessage) {
    if ('notify' in message) {
      for (const callback of this.#listeners.get(message.notify) ?? []) callback(message.payload);
      return;
    }
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (message.ok) pending.resolve(message.value);
    else pending.reject(deserializeError(message.error));
  }

  #fail(err: Error) {
    this.#dead ??= err;
    for (const pending of this.#pending.values()) pending.reject(err);
    this.#pending.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * The compiled server runs pglite-worker.js; from the sources (tests, tsx) the worker loads
 * pglite-worker.ts through tsx's loader, which Node 20 does not pass on to worker threads.
 */
function spawnWorker(workerData: PgliteWorkerOptions): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = new URL(`./pglite-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  // The worker's own JavaScript is a thin relay: a small young generation (ADR 042).
  const resourceLimits = { maxYoungGenerationSizeMb: 4 };
  if (!fromSource) return new Worker(file, { workerData, resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((m) => m.tsImport(${JSON.stringify(file.href)}, ${JSON.stringify(file.href)}))`;
  return new Worker(boot, { eval: true, workerData, execArgv: [], resourceLimits });
}
