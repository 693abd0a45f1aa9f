import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase } from '../test/database.js';

// Issue 15.8: a failed query is logged by its shape and error code, never its parameter values.

const EMAIL = 'ana.perez.secreta@example.ec';
const ADDRESS = 'Av. Amazonas N34-451 y Atahualpa';

let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const logStream = {
    write(chunk: string) {
      lines.push(...chunk.split('\n').filter(Boolean));
      return true;
    },
  };
  app = await buildApp(config, { database: await createTestDatabase(), logStream });
  // A handler whose query fails on a value the driver quotes in its own message.
  app.post('/test/failing-query', async () => {
    await app.db.execute(sql`SELECT ${ADDRESS}::text AS address, ${EMAIL}::integer AS n`);
    return {};
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a failed query in the log', () => {
  it('answers the usual 500 and logs the SQL shape and the error code, not the values', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/failing-query', payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error' });

    const logged = lines.map(
      (l) => JSON.parse(l) as { msg?: string; err?: Record<string, unknown> },
    );
    const entry = logged.find((l) => l.msg === 'unhandled error');
    expect(entry?.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'SELECT $1::text AS address, $2::integer AS n',
      params: '[2 redacted]',
      code: '22P02',
    });
    const all = lines.join('\n');
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain('ana.perez');
    expect(all).not.toContain(ADDRESS);
    expect(all).not.toContain('Amazonas');
  });
});
