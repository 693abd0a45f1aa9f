import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client.js';

/**
 * One fresh, migrated database per test file: PGlite in memory, or (TEST_DB=postgres) a new
 * database on the server named by TEST_DATABASE_URL, dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    return database;
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, text: string) {
  const { default: pg } = await import('pg'); // not on PGlite (lazy-modules.test.ts)
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
