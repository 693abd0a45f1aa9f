import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client.js';
import { serialBarrier } from './serial-barrier.js';

/** Raised by the triggers of migration 0002 after any change to products, categories or brands. */
const CHANNEL = 'catalog_changed';
const RETRY_MS = 1000;

export interface ChangeHandlers {
  /** A change was committed (here or in another process). */
  onChange(): void;
  /** Whether notifications are arriving; while false nobody may trust a cached answer. */
  onListening(listening: boolean): void;
}

export interface ChangeFeed {
  /** False where changes are reported synchronously (one embedded connection). */
  needsSync: boolean;
  /**
   * Resolves once every change committed before the call has been reported: a cached answer
   * checked after it is as fresh as a query would be (read-your-writes, also across connections).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** Subscribes to the catalogue's change notifications (PostgreSQL LISTEN/NOTIFY). */
export async function listenToCatalogChanges(
  database: Database,
  handlers: ChangeHandlers,
  log: FastifyBaseLogger,
): Promise<ChangeFeed> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const unlisten = await (client as PGlite).listen(CHANNEL, () => handlers.onChange());
    handlers.onListening(true);
    // One connection: a change is reported before the query that made it even returns.
    return {
      needsSync: false,
      sync: async () => undefined,
      close: () => unlisten().catch(() => undefined),
    };
  }
  return listenOnPool(client as pg.Pool, handlers, log);
}

/**
 * One pooled connection held for LISTEN; if it drops, the cache is off until it is back.
 * PostgreSQL sends a listener its pending notifications before answering its next query, so a
 * round trip on this connection is the sync (shared between concurrent callers).
 */
async function listenOnPool(
  pool: pg.Pool,
  handlers: ChangeHandlers,
  log: FastifyBaseLogger,
): Promise<ChangeFeed> {
  let current: pg.PoolClient | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const retry = () => {
    if (!closed) timer = setTimeout(() => void connect(), RETRY_MS).unref();
  };
  const lose = (client: pg.PoolClient, err: Error) => {
    if (current !== client) return;
    log.warn({ err }, 'catalogue change feed lost; cached lists are off until it is back');
    current = undefined;
    handlers.onListening(false);
    client.release(err);
    retry();
  };
  const connect = async () => {
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      client.on('notification', (msg) => {
        if (msg.channel === CHANNEL) handlers.onChange();
      });
      const mine = client;
      client.on('error', (err) => lose(mine, err));
      await client.query(`LISTEN ${CHANNEL}`);
      if (closed) return client.release();
      current = client;
      handlers.onListening(true);
    } catch (err) {
      log.warn({ err }, 'cannot listen to catalogue changes; retrying');
      client?.release(err as Error);
      retry();
    }
  };

  const sync = serialBarrier(async () => {
    const client = current;
    if (!client) return;
    try {
      await client.query('SELECT 1');
    } catch (err) {
      lose(client, err as Error);
    }
  });

  await connect();
  return {
    needsSync: true,
    sync,
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = undefined;
      if (!client) return;
      await client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      client.release();
    },
  };
}
