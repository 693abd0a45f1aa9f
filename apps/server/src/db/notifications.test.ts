import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import { type Database, sql } from './client.js';

// LISTEN/NOTIFY through the Database interface, the same on PGlite and PostgreSQL.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('Database.listen', () => {
  it('reports a notification committed before sync() resolves, and stops after close()', async () => {
    let notified = 0;
    const states: boolean[] = [];
    const subscription = await database.listen('test_channel', {
      onNotify: () => (notified += 1),
      onListening: (listening) => states.push(listening),
    });
    expect(states).toEqual([true]);

    await database.db.execute(sql`SELECT pg_notify('test_channel', '')`);
    await subscription.sync();
    expect(notified).toBe(1);

    await database.db.execute(sql`SELECT pg_notify('other_channel', '')`);
    await subscription.sync();
    expect(notified).toBe(1);

    await subscription.close();
    await database.db.execute(sql`SELECT pg_notify('test_channel', '')`);
    await subscription.sync();
    expect(notified).toBe(1);
  });
});
