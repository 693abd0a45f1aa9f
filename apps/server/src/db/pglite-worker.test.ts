import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows, sql } from './client.js';
import { categories } from './schema/index.js';

// The embedded database in its worker thread (ADR 041): what Drizzle and the code rely on.
// PGlite only: the PostgreSQL project tests the same code paths on its own driver.
const onPglite = process.env.TEST_DB !== 'postgres';
let database: Database;
beforeAll(async () => {
  if (!onPglite) return;
  database = await openDatabase({ dataDir: null });
  await database.migrate();
});
afterAll(() => database?.close());

describe.runIf(onPglite)('PGlite in a worker thread', () => {
  it('answers rows with the types Drizzle expects (dates as text, numbers, json, bytes)', async () => {
    const [row] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`SELECT now() AS at, 2::int AS n, '{"a":1}'::jsonb AS j, '\\x0102'::bytea AS b, NULL AS z`,
    );
    expect(typeof row!.at).toBe('string');
    expect(row!.n).toBe(2);
    expect(row!.j).toEqual({ a: 1 });
    expect(row!.b).toEqual(new Uint8Array([1, 2]));
    expect(row!.z).toBeNull();
  });

  it('pins a transaction: other queries wait until it commits, a throw rolls it back', async () => {
    const slug = 'prueba-worker';
    let seenInside: number | undefined;
    let outside: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'Prueba', slug });
      // Another request's query, started while the transaction is open, sees it committed.
      outside = database.db.select().from(categories).where(eq(categories.slug, slug));
      seenInside = (await tx.select().from(categories).where(eq(categories.slug, slug))).length;
    });
    expect(seenInside).toBe(1);
    expect(await outside).toHaveLength(1);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.delete(categories).where(eq(categories.slug, slug));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(
      await database.db.select().from(categories).where(eq(categories.slug, slug)),
    ).toHaveLength(1);
  });

  it("keeps the database error's fields (code, constraint) for the code that reads them", async () => {
    const err = (await database.db
      .insert(categories)
      .values({ name: 'Otra', slug: 'prueba-worker' })
      .then(() => undefined)
      .catch((e: unknown) => e)) as Error & { cause?: Record<string, unknown> };
    expect(err).toBeInstanceOf(Error);
    expect(err.cause?.code).toBe('23505');
    expect(typeof err.cause?.constraint).toBe('string');
  });

  it('delivers a NOTIFY before the query that sent it returns', async () => {
    let notified = 0;
    const subscription = await database.listen('worker_channel', {
      onNotify: () => (notified += 1),
      onListening: () => undefined,
    });
    await database.db.execute(sql`SELECT pg_notify('worker_channel', '')`);
    expect(notified).toBe(1);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify('worker_channel', '')`);
    });
    expect(notified).toBe(2);
    await subscription.close();
  });

  it('refuses queries once closed', async () => {
    const other = await openDatabase({ dataDir: null });
    await other.db.execute(sql`SELECT 1`);
    await other.close();
    await expect(other.db.execute(sql`SELECT 1`)).rejects.toThrow();
  });
});
