import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      // An unreachable server may not refuse, only never answer: 2 s is "not ready" (issue 32.3).
      await withTimeout(app.db.execute(sql`select 1`), READY_TIMEOUT_MS);
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'database not ready');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};

const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
