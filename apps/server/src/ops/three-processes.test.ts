import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { invoices, mailQueue, orders, paymentIntents, products } from '../db/schema/index.js';
import type { SriSimulator } from '../modules/invoicing/sri-simulator.js';
import { startTestSmtpServer, type TestSmtpServer } from '../modules/mail/test-smtp-server.js';
import { createCustomer, createProduct, type Customer } from '../modules/cart/test-helpers.js';
import { seedShipping, ADDRESS } from '../modules/checkout/test-helpers.js';
import { admin, freePort, startProxy, startSri, waitReady } from './three-processes-helpers.js';

// Issue 32.2, "three processes": 3 server processes on one PostgreSQL and Redis behind a small
// round-robin proxy on loopback. Only on PostgreSQL (server-pg) with Redis at REDIS_URL
// (default redis://127.0.0.1:6379).

const onPostgres = process.env.TEST_DB === 'postgres';
const SECRET = 'three-processes-secret-0123456789abcdef';
const serverDir = path.resolve(import.meta.dirname, '../..');

let database: Database;
let dbName: string;
const children: ChildProcess[] = [];
let proxy: Server;
let base: string;
const ports: number[] = [];
// Shared by the 3 processes: one SMTP server and one SRI simulator over HTTP, so a mail or an
// invoice sent by two processes would be seen twice.
let smtp: TestSmtpServer;
let sri: { server: Server; simulator: SriSimulator; receptions: Map<string, number> };
/** The reconciler's "payment attempts reconciled" log lines of every process. */
const reconciledLines: { failed: number; completed: number; voided: number }[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  dbName = `shop_three_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${dbName}`;
  database = await openDatabase({ url: url.toString() });
  await database.migrate();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-three-'));
  smtp = await startTestSmtpServer();
  sri = await startSri();
  const sriUrl = `http://127.0.0.1:${(sri.server.address() as AddressInfo).port}`;
  for (let i = 0; i < 3; i++) ports.push(await freePort());
  for (const port of ports) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'src/server.ts'],
      {
        cwd: serverDir,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          JWT_SECRET: SECRET,
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          SMTP_URL: smtp.url,
          SRI_MODE: 'pruebas',
          SRI_RECEPCION_URL: `${sriUrl}/recepcion`,
          SRI_AUTORIZACION_URL: `${sriUrl}/autorizacion`,
          SRI_POLL_MS: '300',
          PAYMENT_RECONCILE_INTERVAL_MS: '300',
          TRUST_PROXY: 'loopback',
          AUTH_IP_HOURLY_LIMIT: '3',
        },
      },
    );
    children.push(child);
    let rest = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop()!;
      for (const line of lines)
        if (line.includes('payment attempts reconciled'))
          reconciledLines.push(JSON.parse(line) as (typeof reconciledLines)[number]);
    });
  }
  await Promise.all(ports.map((p) => waitReady(p, 150_000)));
  ({ proxy, url: base } = await startProxy(ports));
}, 200_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  proxy?.closeAllConnections();
  proxy?.close();
  sri?.server.close();
  await smtp?.close();
  await database?.close();
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}, 60_000);

const call = (c: Customer | null, method: string, url: string, body?: unknown, headers = {}) =>
  fetch(base + url, {
    method,
    headers: {
      ...(c ? c.headers : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function readyToPay(product: number, count = 1) {
  const c = await createCustomer(database.db, SECRET);
  expect((await call(c, 'POST', '/api/cart/add-item', { product_id: product })).status).toBe(201);
  if (count > 1)
    expect(
      (await call(c, 'PUT', '/api/cart/update-item', { product_id: product, count })).status,
    ).toBe(200);
  return c;
}

async function nonceOf(c: Customer) {
  const token = (await (await call(c, 'GET', '/api/payment/get-token')).json()) as {
    client_token: string;
  };
  const res = await call(c, 'POST', '/api/payment/sandbox/tokenize', {
    client_token: token.client_token,
    card_number: '4111 1111 1111 1111',
    exp_month: '12',
    exp_year: String(new Date().getUTCFullYear() + 2),
    cvv: '123',
    cardholder_name: 'ANA PEREZ',
  });
  return ((await res.json()) as { nonce: string }).nonce;
}

describe.skipIf(!onPostgres)('three server processes on one PostgreSQL and Redis', () => {
  let pickup: number;
  beforeAll(async () => {
    pickup = (await seedShipping(database.db)).pickup;
  });

  /** One make-payment of `c`'s cart to the store pickup, under idempotency key `key`. */
  const payCart = (c: Customer, nonce: string | undefined, key: string) =>
    call(
      c,
      'POST',
      '/api/payment/make-payment',
      { ...ADDRESS, nonce, shipping_id: pickup },
      { 'idempotency-key': key },
    );

  /** Every buyer pays at once, each with a card of its own; keys `${prefix}-0`, `${prefix}-1`… */
  async function allPay(buyers: Customer[], prefix: string) {
    const nonces = await Promise.all(buyers.map(nonceOf));
    return Promise.all(buyers.map((c, i) => payCart(c, nonces[i], `${prefix}-${i}`)));
  }

  it('22 buyers for the last 2 units: 2 orders, 20 refusals, stock 0', async () => {
    const product = await createProduct(database.db, { quantity: 2 });
    const buyers = await Promise.all(Array.from({ length: 22 }, () => readyToPay(product)));
    const answers = await allPay(buyers, 'last');
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const [row] = await database.db.select().from(products).where(eq(products.id, product));
    expect(row!.quantity).toBe(0);
  }, 120_000);

  it('one cart paid from 20 tabs, and a replayed key: one order, one charge', async () => {
    const product = await createProduct(database.db, { quantity: 50 });
    const c = await readyToPay(product, 2);
    const nonces = await Promise.all(Array.from({ length: 20 }, () => nonceOf(c)));
    const answers = await Promise.all(nonces.map((nonce, i) => payCart(c, nonce, `tab-${i % 10}`)));
    expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
    const mine = await database.db.select().from(orders).where(eq(orders.userId, c.id));
    expect(mine).toHaveLength(1);
    const [row] = await database.db.select().from(products).where(eq(products.id, product));
    expect(row!.quantity).toBe(48);
  }, 120_000);

  it('50 concurrent paid orders: gapless sequentials, each invoice signed, sent and authorized once', async () => {
    const product = await createProduct(database.db, { quantity: 100 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => readyToPay(product)));
    const answers = await allPay(buyers, 'inv');
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    // The invoice workers of the 3 processes share the queue: every invoice ends authorized.
    const deadline = Date.now() + 90_000;
    let rows = await database.db.select().from(invoices);
    while (rows.some((r) => r.status !== 'authorized') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      rows = await database.db.select().from(invoices);
    }
    expect(rows.filter((r) => r.status !== 'authorized').map((r) => r.status)).toEqual([]);
    const seqs = rows.map((r) => r.secuencial!).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(seqs.length).toBeGreaterThanOrEqual(52);
    // The SRI received each clave once (the simulator refuses a bad signature), none twice.
    const claves = rows.map((r) => r.claveAcceso!);
    expect(claves.map((k) => sri.receptions.get(k) ?? 0)).toEqual(claves.map(() => 1));
    expect(sri.receptions.size).toBe(claves.length);
  }, 150_000);

  it('each e-mail is sent once: the mail workers of 3 processes share one queue', async () => {
    const deadline = Date.now() + 60_000;
    const unsent = () =>
      database.db
        .select({ id: mailQueue.id })
        .from(mailQueue)
        .where(sql`${mailQueue.status} <> 'sent'`);
    while ((await unsent()).length > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 500));
    expect(await unsent()).toEqual([]);
    await new Promise((r) => setTimeout(r, 1_000)); // a late duplicate would show by now
    const queued = await database.db.select().from(mailQueue);
    // Orders' confirmations and invoices' RIDEs of the tests above at least.
    expect(queued.length).toBeGreaterThanOrEqual(52);
    const key = (to: string, subject: string) => `${to.toLowerCase()} ${subject}`;
    const received = smtp.mails.map((m) => key(m.to[0]!, m.subject));
    expect(received.length).toBe(queued.length);
    expect(new Set(received).size).toBe(received.length);
    expect(new Set(received)).toEqual(new Set(queued.map((m) => key(m.to, m.subject))));
  }, 90_000);

  it('a crashed attempt is reconciled once, not once per process', async () => {
    const c = await createCustomer(database.db, SECRET);
    const before = reconciledLines.reduce((sum, r) => sum + r.failed, 0);
    const long = new Date(Date.now() - 5 * 60_000);
    const [intent] = await database.db
      .insert(paymentIntents)
      .values({
        userId: c.id,
        requestKey: 'crashed',
        providerKey: `${c.id}:crashed`,
        amountCents: 4_000,
        request: {},
        cart: [],
        createdAt: long,
        updatedAt: long,
      })
      .returning({ id: paymentIntents.id });
    // 300 ms intervals: every process runs its reconciler several times in 2 s.
    await new Promise((r) => setTimeout(r, 2_000));
    const [row] = await database.db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent!.id));
    expect(row!.status).toBe('failed');
    expect(reconciledLines.reduce((sum, r) => sum + r.failed, 0) - before).toBe(1);
  });

  it('a catalogue change is seen by every process within a second', async () => {
    const product = await createProduct(database.db, { priceCents: 1_000 });
    for (const port of ports)
      await fetch(`http://127.0.0.1:${port}/api/product/product/${product}`);
    await database.db.update(products).set({ priceCents: 1_234 }).where(eq(products.id, product));
    await new Promise((r) => setTimeout(r, 1_000));
    for (const port of ports) {
      const body = (await (
        await fetch(`http://127.0.0.1:${port}/api/product/product/${product}`)
      ).json()) as { product: { price: string } };
      expect(body.product.price).toBe('12.34');
    }
  });

  it('rate limits are shared: the 4th sign-up from one address is refused whichever process gets it', async () => {
    const statuses: number[] = [];
    // A client address of its own (Redis keeps the counts of earlier runs).
    const client = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;
    for (let i = 0; i < 4; i++) {
      const email = `tres-${randomBytes(4).toString('hex')}@example.ec`;
      const res = await call(
        null,
        'POST',
        '/auth/users/',
        {
          email,
          first_name: 'Ana',
          last_name: 'Pérez',
          password: 'Clave-segura-2026',
          re_password: 'Clave-segura-2026',
        },
        { 'x-forwarded-for': client },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
