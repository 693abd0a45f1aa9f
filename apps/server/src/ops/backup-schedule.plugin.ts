import fp from 'fastify-plugin';
import { createBackup, pruneBackups } from './backup.js';

/**
 * BACKUP_EVERY: the server writes a backup every period (the first one a period after start)
 * and keeps the newest BACKUP_KEEP in BACKUP_DIR (ADR 059). With several processes on one
 * PostgreSQL, set it on one of them only (docs/DEPLOY.md).
 */
export const backupSchedulePlugin = fp(
  async (app) => {
    const { everyMs, keep, dir } = app.config.backup;
    if (!everyMs) return;
    let running: Promise<unknown> = Promise.resolve();
    const backUp = () => {
      running = running
        .then(async () => {
          const file = await createBackup(app.config, app.database);
          const deleted = await pruneBackups(dir, keep);
          app.log.info({ file, deleted }, 'scheduled backup written');
        })
        .catch((err: unknown) => app.log.error({ err }, 'scheduled backup failed'));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(backUp, everyMs).unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'backup-schedule' },
);
