import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createBackup } from '../ops/backup.js';
import { runCliCommand } from './commands.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const BodySchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('migrate') }),
  z.object({ command: z.literal('backup') }),
  z.object({ command: z.literal('seed'), products: z.number().int().positive().optional() }),
  z.object({ command: z.literal('createsuperuser'), email: z.string(), password: z.string() }),
]);

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST /internal/cli: the command-line tools' way into a running server that holds the embedded
 * database (ADR 022). Only from this machine's loopback, only with the token of DATA_DIR/db.lock
 * (readable by the account running the shop); anything else is a plain 404.
 */
export async function registerCliChannel(
  app: FastifyInstance,
  opts: { token: () => string | undefined },
) {
  app.post('/internal/cli', { schema: { hide: true } }, async (request, reply) => {
    const token = opts.token();
    const given = request.headers['x-shop-cli-token'];
    if (
      !token ||
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      typeof given !== 'string' ||
      !sameSecret(given, token)
    )
      return reply.code(404).send({ detail: 'Not found.' });
    const parsed = BodySchema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ ok: false, errors: ['Orden no válida.'] });
    const cmd = parsed.data;
    const result =
      cmd.command === 'backup'
        ? {
            ok: true as const,
            message: `Respaldo escrito: ${await createBackup(app.config, app.database)}`,
          }
        : await runCliCommand(app.db, cmd, { mediaDir: app.config.mediaDir, log: request.log });
    request.log.info({ command: parsed.data.command, ok: result.ok }, 'command-line request');
    return reply.code(result.ok ? 200 : 400).send(result);
  });
}
