import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { invoices, orderItems, orders, products } from '../db/schema/index.js';
import { createCustomer, createProduct } from '../modules/cart/test-helpers.js';
import {
  ADDRESS,
  fillCart,
  pay,
  seedShipping,
  tokenizeCard,
} from '../modules/checkout/test-helpers.js';
import { createBackup, pruneBackups } from './backup.js';
import { RestoreError, restoreBackup } from './restore.js';

// Issue 32.1: a backup of a running shop under load, restored into a new DATA_DIR (or a new,
// empty PostgreSQL database), opened by a second shop: same orders, invoice sequentials, stock
// and images. On PGlite (server) and PostgreSQL through pg_dump (server-pg).

const onPostgres = process.env.TEST_DB === 'postgres';
const opened: { app: FastifyInstance; database: Database }[] = [];
const dropLater: string[] = [];
afterAll(async () => {
  for (const { app } of opened.reverse()) await app.close();
  for (const name of dropLater) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

async function newDatabaseUrl(): Promise<string | undefined> {
  if (!onPostgres) return undefined;
  const name = `shop_backup_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  dropLater.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A shop on real files: DATA_DIR on disk (the embedded database in it) or a PostgreSQL URL. */
async function startShop(dataDir: string, url: string | undefined, migrate = true) {
  const base = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    PUBLIC_URL: 'http://shop.test',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const config: Config = { ...base, sri: { ...base.sri, pollMs: null }, authIpHourlyLimit: 10_000 };
  const database = await openDatabase({ url, dataDir });
  if (migrate) await database.migrate();
  const app = await buildApp(config, { database });
  await app.ready();
  opened.push({ app, database });
  return { app, database, config };
}

async function snapshot(app: FastifyInstance) {
  return {
    orders: await app.db
      .select({ id: orders.id, userId: orders.userId, amount: orders.amountCents })
      .from(orders)
      .orderBy(asc(orders.id)),
    invoices: await app.db
      .select({
        orderId: invoices.orderId,
        secuencial: invoices.secuencial,
        status: invoices.status,
      })
      .from(invoices)
      .orderBy(asc(invoices.id)),
    unitsSold: (await app.db.select({ count: orderItems.count }).from(orderItems)).reduce(
      (n, r) => n + r.count,
      0,
    ),
    stock: await app.db
      .select({ id: products.id, quantity: products.quantity })
      .from(products)
      .orderBy(asc(products.id)),
  };
}

describe('backup and restore', () => {
  it('backs up a shop under load and a second shop on the restored copy finds the same data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-backup-src-'));
    const shop = await startShop(dataDir, await newDatabaseUrl());
    const { app } = shop;
    const log = (m: string) => process.env.BACKUP_TEST_LOG && console.log(Date.now() % 100000, m);
    log('started');
    const shipping = await seedShipping(app.db);
    const product = await createProduct(app.db, { quantity: 500 });
    const image = path.join(shop.config.mediaDir, 'products', 'taladro.webp');
    mkdirSync(path.dirname(image), { recursive: true });
    writeFileSync(image, randomBytes(2048));
    // A transfer receipt (issue 31) lives in DATA_DIR/receipts, outside the public media.
    const receipt = path.join(dataDir, 'receipts', '1-abc123.png');
    mkdirSync(path.dirname(receipt), { recursive: true });
    writeFileSync(
      receipt,
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(512)]),
    );

    const buy = async (i: number) => {
      const c = await createCustomer(app.db, shop.config.jwtSecret);
      await fillCart(app, c, [[product, 1 + (i % 3)]]);
      const nonce = await tokenizeCard(app, c);
      const res = await pay(app, c, `backup-${i}`, {
        ...ADDRESS,
        nonce,
        shipping_id: shipping.pickup,
      });
      if (res.statusCode !== 200) throw new Error(`make-payment: ${res.body}`);
    };
    for (let i = 0; i < 6; i++) await buy(i);
    log('bought');
    await app.invoicing.flush();
    log('flushed');

    // Under load: checkouts keep going while the backup is taken.
    const load = Promise.all(Array.from({ length: 6 }, (_, i) => buy(100 + i)));
    const file = await createBackup(shop.config, shop.database);
    log('backed up');
    await load;
    log('load done');
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(file)).toMatch(/^tienda-respaldo-\d{4}-\d\d-\d\dT[\d-]+Z\.tar\.gz$/);

    // What the backup must hold: at least the 6 orders before it, all orders it saw whole.
    const restoredDir = mkdtempSync(path.join(tmpdir(), 'shop-backup-dst-'));
    const restoredUrl = await newDatabaseUrl();
    const restoredConfig = { ...shop.config, dataDir: restoredDir, databaseUrl: restoredUrl };
    const manifest = await restoreBackup(restoredConfig, file);
    expect(manifest.database).toBe(onPostgres ? 'postgres' : 'pglite');

    log('restored');
    const second = await startShop(restoredDir, restoredUrl, false);
    log('second shop');
    const after = await snapshot(second.app);
    const source = await snapshot(app);
    expect(after.orders.length).toBeGreaterThanOrEqual(6);
    // Every restored order is one of the source's, unchanged; the stock matches those orders.
    for (const o of after.orders) expect(source.orders).toContainEqual(o);
    expect(after.orders.length).toBeLessThanOrEqual(12);
    // Invoices issued before the backup, with their sequentials 1-6 (no gap, no repeat).
    expect(after.invoices.slice(0, 6)).toEqual(source.invoices.slice(0, 6));
    expect(after.invoices.slice(0, 6).map((i) => i.secuencial)).toEqual([1, 2, 3, 4, 5, 6]);
    // The stock is what the restored orders left: no order without its stock movement.
    expect(after.stock.find((p) => p.id === product)!.quantity).toBe(500 - after.unitsSold);
    // The image, the receipt, the SRI certificate folder and the JWT secret came back.
    expect(readFileSync(path.join(restoredDir, 'media', 'products', 'taladro.webp'))).toEqual(
      readFileSync(image),
    );
    expect(manifest.files).toContain('receipts');
    expect(readFileSync(path.join(restoredDir, 'receipts', '1-abc123.png'))).toEqual(
      readFileSync(receipt),
    );
    expect(existsSync(path.join(restoredDir, 'sri'))).toBe(existsSync(path.join(dataDir, 'sri')));
    // The second shop works: its next invoice continues the sequence without a gap or repeat.
    const c = await createCustomer(second.app.db, shop.config.jwtSecret);
    await fillCart(second.app, c, [[product, 1]]);
    const nonce = await tokenizeCard(second.app, c);
    const res = await pay(second.app, c, 'after-restore', {
      ...ADDRESS,
      nonce,
      shipping_id: shipping.pickup,
    });
    expect(res.statusCode).toBe(200);
    await second.app.invoicing.flush();
    const seqs = (await snapshot(second.app)).invoices
      .map((i) => i.secuencial)
      .filter((s) => s !== null);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));

    // A restore never writes over a database that has data.
    await expect(restoreBackup(restoredConfig, file)).rejects.toThrow(RestoreError);
  }, 240_000);

  it('keeps the newest BACKUP_KEEP files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-backup-keep-'));
    for (let i = 0; i < 5; i++)
      writeFileSync(path.join(dir, `tienda-respaldo-2026-11-2${i}.tar.gz`), 'x');
    writeFileSync(path.join(dir, 'otra-cosa.txt'), 'x');
    await pruneBackups(dir, 2);
    expect(readdirSync(dir).sort()).toEqual([
      'otra-cosa.txt',
      'tienda-respaldo-2026-11-23.tar.gz',
      'tienda-respaldo-2026-11-24.tar.gz',
    ]);
  });
});

async function admin(text: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
