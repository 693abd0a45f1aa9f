import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { type LockInfo, waitForLock } from '../db/data-dir-lock.js';
import { createBackup } from './backup.js';
import { RestoreError, restoreBackup } from './restore.js';

/**
 * `npm run backup` and `npm run restore -- FILE` (ADR 059). PostgreSQL is dumped or restored
 * directly. The embedded database is opened here when no process holds DATA_DIR; while the shop
 * runs, the backup is asked of it over loopback (ADR 022) and a restore is refused.
 */
export async function backupCommand(name: 'backup' | 'restore', arg: string | undefined) {
  const config = loadConfig();
  if (name === 'restore') {
    if (!arg) throw new RestoreError('Uso: npm run restore -- ARCHIVO');
    // npm runs the script in apps/server; the file is named from where the command was typed.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
    const lock = config.databaseUrl
      ? null
      : await waitForLock(config.dataDir, 'cli', (other) => {
          throw new RestoreError(`Detenga la tienda (proceso ${other.pid}) antes de restaurar.`);
        });
    try {
      const manifest = await restoreBackup(config, file);
      return `Restaurado el respaldo del ${manifest.createdAt} en ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}.`;
    } finally {
      lock?.release();
    }
  }
  if (config.databaseUrl) return `Respaldo escrito: ${await createBackup(config, null)}`;
  const lock = await waitForLock(config.dataDir, 'cli', (server) =>
    server.port && server.token ? server : undefined,
  );
  if (!('release' in lock)) return askServer(lock);
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      return `Respaldo escrito: ${await createBackup(config, database)}`;
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

async function askServer(server: LockInfo): Promise<string> {
  console.log(`La tienda está en marcha (proceso ${server.pid}); se lo pido a ella.`);
  const res = await fetch(`http://127.0.0.1:${server.port}/internal/cli`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-cli-token': server.token! },
    body: JSON.stringify({ command: 'backup' }),
  });
  const body = (await res.json()) as { ok: boolean; message?: string; errors?: string[] };
  if (res.status !== 200 || !body.ok)
    throw new Error(`La tienda respondió ${res.status}: ${JSON.stringify(body)}`);
  return body.message!;
}
