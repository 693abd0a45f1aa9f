import type pg from 'pg';
import { serialBarrier } from './serial-barrier.js';

const RETRY_MS = 1000;

export interface NotificationHandlers {
  /** A notification on the channel arrived (a change committed here or in another process). */
  onNotify(): void;
  /** Whether notifications are arriving; while false nobody may trust what they keep fresh. */
  onListening(listening: boolean): void;
  /** The subscription was lost or could not be made; it is retried. */
  onError?(err: unknown): void;
}

export interface Subscription {
  /** False where notifications are delivered synchronously (one embedded connection). */
  needsSync: boolean;
  /**
   * Resolves once every notification sent before the call has been delivered: state checked
   * after it is as fresh as a query would be (read-your-writes, also across connections).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The embedded database's LISTEN (PgliteRpc's, or PGlite's own). */
export interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * PGlite: one connection, so a notification arrives before the query that caused it returns
 * (from the worker too: its notification is posted before the query's answer, ADR 041).
 */
export async function listenPglite(
  client: PgliteListener,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Subscription> {
  const unlisten = await client.listen(channel, () => handlers.onNotify());
  handlers.onListening(true);
  return {
    needsSync: false,
    sync: async () => undefined,
    close: () => unlisten().catch(() => undefined),
  };
}

/**
 * PostgreSQL: one pooled connection held for LISTEN; if it drops, listening is off until it is
 * back. PostgreSQL sends a listener its pending notifications before answering its next query,
 * so a round trip on this connection is the sync (shared between concurrent callers).
 */
export async function listenPool(
  pool: pg.Pool,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Subscription> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  let current: pg.PoolClient | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const retry = () => {
    if (!closed) timer = setTimeout(() => void connect(), RETRY_MS).unref();
  };
  const lose = (client: pg.PoolClient, err: Error) => {
    if (current !== client) return;
    handlers.onError?.(err);
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
        if (msg.channel === channel) handlers.onNotify();
      });
      const mine = client;
      client.on('error', (err) => lose(mine, err));
      await client.query(`LISTEN ${channel}`);
      if (closed) return client.release();
      current = client;
      handlers.onListening(true);
    } catch (err) {
      handlers.onError?.(err);
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
      await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
      client.release();
    },
  };
}
