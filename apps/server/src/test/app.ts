import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A real app on a fresh database and a temporary DATA_DIR, for `app.inject` tests. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const base = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    PUBLIC_URL: 'http://shop.test',
  });
  const config: Config = {
    ...base,
    // SRI invoices are sent only when a test calls app.invoicing.flush(): no background runs
    // that would add invoice e-mails to other tests' mail counts.
    sri: { ...base.sri, pollMs: null },
    // Every test client comes from 127.0.0.1: per-IP limits are tested where a test asks for them.
    authIpHourlyLimit: 10_000,
    ...overrides,
  };
  const database = await createTestDatabase();
  const app = await buildApp(config, { database });
  await app.ready();
  return { app, database, config, close: () => app.close() };
}
