import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import {
  listenPglite,
  listenPool,
  type NotificationHandlers,
  type Subscription,
} from './notifications.js';
import { PgliteRpc } from './pglite-rpc.js';
import * as schema from './schema/index.js';

export type { NotificationHandlers, Subscription } from './notifications.js';

export type Schema = typeof schema;
/** The one database type: PGlite and node-postgres both give a PgDatabase. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** LISTEN on a channel (NOTIFY from triggers), however the engine delivers notifications. */
  listen(channel: string, handlers: NotificationHandlers): Promise<Subscription>;
  /** Connections open and idle, and queries waiting for one (the embedded one: in flight). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** The embedded database's data folder as a gzipped tarball (backups, ADR 059). */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** `url` set: a PostgreSQL server through `pg`; unset: embedded PGlite in `dataDir` (in memory when null). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir ?? null);
}

/** `pg` and its Drizzle driver are loaded only here: the embedded database never needs them. */
async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, admin) is dropped by the pool; without
  // a listener its 'error' would end the process. The next query opens a new connection, and
  // /readyz says 503 until one can be opened (issue 32.3).
  pool.on('error', () => undefined);
  // Every connection the pool opens, until it has really closed (pool.end() does not wait).
  const open = new Set<pg.Client>();
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => open.delete(client));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several processes may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(727274)');
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, handlers) => listenPool(pool, channel, handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => endPool(pool, open),
  };
}

/** Ends the pool and waits (2 s at most) until every connection has really closed. */
async function endPool(pool: pg.Pool, open: Set<pg.Client>): Promise<void> {
  // A connection being closed may still report an error; it no longer matters.
  for (const client of open) client.on('error', () => undefined);
  await pool.end();
  const deadline = Date.now() + 2000;
  while (open.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}

/** PostgreSQL's own page cache inside the embedded database. */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * The embedded database runs in a worker thread (ADR 041): its queries never hold this thread's
 * event loop. Drizzle's PGlite driver talks to it through `PgliteRpc`, a PGlite-like object.
 */
function openPglite(dataDir: string | null): Database {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PgliteRpc({
    dataDir: dir,
    // PGlite's default (160 MB) is most of the server's RSS; the data files stay in the OS's
    // page cache anyway. Measured: ~445 MB -> ~310 MB for a started PGlite (docs/PERFORMANCE.md).
    postgresqlconf: [`shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  // Drizzle's PGlite session only calls query() and transaction(), which PgliteRpc answers alike.
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite(asPglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(asPglite, { schema }), { migrationsFolder }),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    poolStats: () => ({ total: 1, idle: client.inFlight === 0 ? 1 : 0, waiting: client.inFlight }),
    dumpDataDir: () => client.dumpDataDir(),
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows, the same on both drivers. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };
