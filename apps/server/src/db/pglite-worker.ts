/**
 * The worker thread that owns the embedded database (ADR 041): opens PGlite and runs what the
 * server's thread asks (pglite-rpc.ts), so a slow query never holds the server's event loop.
 * PGlite itself runs one statement at a time and holds every other query while a transaction
 * is open, exactly as it did on the server's thread.
 */
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import {
  type PgliteWorkerOptions,
  serializeError,
  type WorkerMessage,
  type WorkerRequest,
} from './pglite-protocol.js';

const port = parentPort!;
const options = workerData as PgliteWorkerOptions;
// Memory (ADR 042): V8 compiles PGlite's WebAssembly function by function when it is first
// called, not the whole of PostgreSQL at start (most of it never runs here). Set before PGlite
// compiles its module; the server has no other WebAssembly.
setFlagsFromString('--wasm-lazy-compilation');
const pg = new PGlite({
  dataDir: options.dataDir,
  extensions: { pg_trgm, unaccent },
  postgresqlconf: options.postgresqlconf,
});

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
let nextTx = 1;
const unlisteners = new Map<string, () => Promise<void>>();
const ROLLBACK = Symbol('rollback');

/** Identity parsers per set of raw types, built once. */
const parserCache = new Map<string, ParserOptions>();
function parsersFor(rawTypes: number[]): ParserOptions {
  const key = rawTypes.join(',');
  let parsers = parserCache.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((oid) => [oid, (value: string) => value]));
    parserCache.set(key, parsers);
  }
  return parsers;
}

const post = (message: WorkerMessage) => port.postMessage(message);

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

/** BEGIN; answers once the transaction is open, then holds it until `end`. */
function begin(id: number) {
  const txId = nextTx++;
  let end!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  let opened = false;
  const done = pg
    .transaction(async (tx) => {
      transactions.set(txId, { tx, end, done });
      opened = true;
      post({ id, ok: true, value: txId });
      const commit = await ended;
      transactions.delete(txId);
      if (!commit) throw ROLLBACK;
    })
    .catch((err: unknown) => {
      transactions.delete(txId);
      if (err === ROLLBACK) return;
      if (!opened) post({ id, ok: false, error: serializeError(err) });
      throw err;
    });
  // A failure before the transaction opened was answered to `begin`; one at COMMIT goes to `end`.
  done.catch(() => undefined);
}

async function run(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const result = await target(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await target(request.tx).exec(request.sql)).map((r) => ({
        rows: r.rows,
        fields: r.fields,
        affectedRows: r.affectedRows,
      }));
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error(`transaction ${request.tx} is not open`);
      open.end(request.commit);
      await open.done;
      return undefined;
    }
    case 'listen': {
      if (!unlisteners.has(request.channel)) {
        const channel = request.channel;
        unlisteners.set(
          channel,
          await pg.listen(channel, (payload) => post({ notify: channel, payload })),
        );
      }
      return undefined;
    }
    case 'unlisten': {
      const unlisten = unlisteners.get(request.channel);
      unlisteners.delete(request.channel);
      await unlisten?.();
      return undefined;
    }
    case 'dump':
      // A copy of the data folder while a transaction holds every other query: committed work
      // is in the WAL it copies, so the copy opens like a database after a crash (ADR 059).
      return pg.transaction(async () => {
        const tarball = await pg.dumpDataDir('gzip');
        return new Uint8Array(await tarball.arrayBuffer());
      });
    case 'close':
      await pg.close();
      return undefined;
    case 'begin':
      throw new Error('begin is answered by begin()');
  }
}

port.on('message', (request: WorkerRequest) => {
  if (request.op === 'begin') return begin(request.id);
  run(request).then(
    (value) => post({ id: request.id, ok: true, value }),
    (err: unknown) => post({ id: request.id, ok: false, error: serializeError(err) }),
  );
});
