import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './client.js';
import { seedIfEmpty } from './seed/index.js';
import { createSuperuser, SuperuserInputError } from '../modules/auth/superuser.service.js';

/** What `npm run db:migrate`, `db:seed` and `createsuperuser` ask, run directly or by the server. */
export type CliCommand =
  | { command: 'migrate' }
  | { command: 'seed'; products?: number }
  | { command: 'createsuperuser'; email: string; password: string };

export type CliResult = { ok: true; message: string } | { ok: false; errors: string[] };

/** Runs a command on an opened, migrated database (migrating is done by whoever opened it). */
export async function runCliCommand(
  db: Db,
  cmd: CliCommand,
  ctx: { mediaDir: string; log: Pick<FastifyBaseLogger, 'info'> },
): Promise<CliResult> {
  switch (cmd.command) {
    case 'migrate':
      return { ok: true, message: 'Base de datos migrada.' };
    case 'seed':
      await seedIfEmpty(db, { mediaDir: ctx.mediaDir, log: ctx.log, products: cmd.products });
      return { ok: true, message: 'Base de datos migrada y catálogo de demostración listo.' };
    case 'createsuperuser':
      try {
        const user = await createSuperuser(db, cmd);
        return {
          ok: true,
          message: user.created
            ? `Administrador ${user.email} creado.`
            : `La cuenta ${user.email} ahora es administrador activo.`,
        };
      } catch (err) {
        if (err instanceof SuperuserInputError) return { ok: false, errors: err.messages };
        throw err;
      }
  }
}
