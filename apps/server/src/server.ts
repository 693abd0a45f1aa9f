import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import type { AddressInfo } from 'node:net';
import { registerCliChannel } from './db/cli-channel.js';
import { openDatabase } from './db/client.js';
import { type HeldLock, waitForLock } from './db/data-dir-lock.js';
import { seedIfEmpty } from './db/seed/index.js';
import { createLogDestination } from './plugins/log-destination.js';

/** Reads config, opens and migrates the database, seeds an empty one, listens, shuts down gracefully. */
async function main() {
  const config = loadConfig();
  // The embedded database is opened by one process at a time (ADR 022): wait while a command
  // holds it, refuse to start beside another server.
  let lock: HeldLock | undefined;
  if (!config.databaseUrl) {
    lock = await waitForLock(config.dataDir, 'server', (other) => {
      throw new ConfigError(
        `Otro servidor (proceso ${other.pid}) ya usa el directorio de datos ${config.dataDir}.`,
      );
    });
    process.on('exit', () => lock?.release());
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  // Logs never block the event loop, so SIGTERM is handled whatever stdout's reader does.
  const logStream = createLogDestination(1);
  const app = await buildApp(config, { database, logStream });
  if (lock) await registerCliChannel(app, { token: () => lock.info.token });
  if (config.seedDemo) await seedIfEmpty(app.db, { mediaDir: config.mediaDir, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close().catch((err: unknown) => app.log.error({ err }, 'close failed'));
    lock?.release();
    await logStream.drain(1_000);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  lock?.announce((app.server.address() as AddressInfo).port);
  app.log.info(`Tienda lista en ${config.publicUrl}`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
