import type { FastifyBaseLogger } from 'fastify';
import type { Database, Subscription } from '../../db/client.js';

/** Raised by the triggers of migration 0002 after any change to products, categories or brands. */
const CHANNEL = 'catalog_changed';

export interface ChangeHandlers {
  /** A change was committed (here or in another process). */
  onChange(): void;
  /** Whether notifications are arriving; while false nobody may trust a cached answer. */
  onListening(listening: boolean): void;
}

/** The catalogue's change feed: `sync()` resolves once every earlier committed change is reported. */
export type ChangeFeed = Subscription;

/** Subscribes to the catalogue's change notifications (LISTEN/NOTIFY on either engine). */
export function listenToCatalogChanges(
  database: Database,
  handlers: ChangeHandlers,
  log: FastifyBaseLogger,
): Promise<ChangeFeed> {
  return database.listen(CHANNEL, {
    onNotify: () => handlers.onChange(),
    onListening: (listening) => handlers.onListening(listening),
    onError: (err) =>
      log.warn({ err }, 'catalogue change feed lost; cached lists are off until it is back'),
  });
}
