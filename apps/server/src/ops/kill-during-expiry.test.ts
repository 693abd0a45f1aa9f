import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase, queryRows, sql } from '../db/client.js';
import { createCustomer, createProduct, type Customer } from '../modules/cart/test-helpers.js';
import { ADDRESS, seedShipping } from '../modules/checkout/test-helpers.js';
import { SETTINGS } from '../modules/checkout/later/test-helpers.js';
import { createStaff } from '../test/staff.js';
import { captureLog, exited, freePort, spawnEmbeddedServer } from './three-processes-helpers.js';

// Issue 31: the real server (tsx, embedded database) finds ORDERS bank-transfer reservations
// due when it starts. A trigger the test puts in the database makes the "venció el plazo" mail's
// insert, the last step of each expiry's transaction, sleep PAUSE_MS: the server is killed with
// SIGKILL KILL_AFTER_MS after it logs its first expiry, so inside the second order's transaction,
// after its stock went back and before its commit. Then every order is expired wholly or not at
// all; the restart (trigger gone) expires the rest, and in the end each order is cancelled, its
// stock released, its customer mailed and its expiry audited exactly once. Embedded database only
// (like the other kill -9 suites); transfer.test.ts runs the expiry on both engines.

const onPglite = process.env.TEST_DB !== 'postgres';
const SECRET = 'kill-during-expiry-secret-0123456789';
const ORDERS = 12;
const PAUSE_MS = 4_000;
const KILL_AFTER_MS = 1_000;
/** Each order takes 2 of its own product (5 in stock) and 1 of a shared one. */
const OWN_STOCK = 5;
const SHARED_STOCK = 100;
const EXPIRED = 'payment reservation expired';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-kill9-expiry-'));
let server: { child: ChildProcess; port: number; log: string[] } | null = null;

/**
 * Starts the server; answers once it is ready, or (`killOn`) once it was killed KILL_AFTER_MS
 * after a log line that passes the test.
 */
async function start(killOn?: (line: string) => boolean) {
  const port = await freePort();
  const child = spawnEmbeddedServer({
    port,
    dataDir,
    secret: SECRET,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { LOG_LEVEL: 'info', PAYMENT_RECONCILE_INTERVAL_MS: '0' },
  });
  let seen = false;
  const log = captureLog(child, (lines) => {
    if (killOn && !seen && lines.some(killOn)) {
      seen = true;
      setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    }
  });
  server = { child, port, log };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (seen) return server;
      throw new Error(`server exited:\n${log.join('\n')}`);
    }
    const ok =
      !killOn &&
      (await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      ));
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${log.join('\n')}`);
}

async function stop(signal: NodeJS.Signals) {
  const { child } = server!;
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await exited(child);
}

afterAll(async () => {
  if (server) await stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function call(who: { headers: object }, method: string, url: string, body?: unknown, key = '') {
  return fetch(`http://127.0.0.1:${server!.port}${url}`, {
    method,
    headers: {
      ...who.headers,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

interface Expired {
  tid: string;
  payment_status: string;
  status: string;
  own_quantity: number;
  own_sold: number;
  mails: number;
  audits: number;
  cancellations: number;
  returns: number;
}

/** Each order's expiry as the database holds it: status, its product's stock, mails, audits. */
function expiries(db: Db, orders: { tid: string; own: number; email: string }[]) {
  return Promise.all(
    orders.map(async ({ tid, own, email }) => {
      const [row] = await queryRows<Expired>(
        db,
        sql`SELECT o.transaction_id AS tid, o.payment_status, o.status,
              p.quantity AS own_quantity, p.sold AS own_sold,
              (SELECT count(*)::int FROM mail_queue m
                WHERE m.to = ${email} AND m.subject LIKE '%venció el plazo%') AS mails,
              (SELECT count(*)::int FROM audit_log a
                WHERE a.entity_id = o.transaction_id AND a.action = 'payment.expire') AS audits,
              (SELECT count(*)::int FROM order_status_history h
                WHERE h.order_id = o.id AND h.to_status = 'cancelled') AS cancellations,
              (SELECT count(*)::int FROM stock_movements s
                WHERE s.order_id = o.id AND s.reason = 'cancelación') AS returns
            FROM orders o, products p WHERE o.transaction_id = ${tid} AND p.id = ${own}`,
      );
      return row!;
    }),
  );
}

/** Still reserved: nothing of the expiry happened. */
const untouched = (e: Expired) =>
  ['pendiente', 'rechazado'].includes(e.payment_status) &&
  e.status === 'not_processed' &&
  e.own_quantity === OWN_STOCK - 2 &&
  e.own_sold === 2 &&
  e.mails + e.audits + e.cancellations + e.returns === 0;

/** Expired once: cancelled, the stock back, one mail, one audit entry. */
const whollyExpired = (e: Expired) =>
  e.payment_status === 'vencido' &&
  e.status === 'cancelled' &&
  e.own_quantity === OWN_STOCK &&
  e.own_sold === 0 &&
  e.mails === 1 &&
  e.audits === 1 &&
  e.cancellations === 1 &&
  e.returns === 2;

describe.skipIf(!onPglite)('kill -9 during the transfer reservations’ expiry', () => {
  it('every order expires wholly or not at all, and the restart expires the rest once', async () => {
    const setup = await openDatabase({ dataDir });
    await setup.migrate();
    const { standard } = await seedShipping(setup.db);
    const shared = await createProduct(setup.db, { priceCents: 500, quantity: SHARED_STOCK });
    const buyers: { c: Customer; own: number }[] = [];
    for (let i = 0; i < ORDERS; i++)
      buyers.push({
        c: await createCustomer(setup.db, SECRET),
        own: await createProduct(setup.db, { priceCents: 1_500, quantity: OWN_STOCK }),
      });
    const staff = await createStaff(setup.db, SECRET, 'administrador');
    await setup.close();

    // The orders, placed through the API: stock reserved, "Pendiente de pago"; every fourth
    // receipt rejected by staff (the reservation stays until it expires).
    await start();
    expect((await call(staff, 'PUT', '/api/admin/payment-settings', SETTINGS)).status).toBe(200);
    const orders: { tid: string; own: number; email: string }[] = [];
    for (const [i, { c, own }] of buyers.entries()) {
      expect((await call(c, 'POST', '/api/cart/add-item', { product_id: own })).status).toBe(201);
      const two = { product_id: own, count: 2 };
      expect((await call(c, 'PUT', '/api/cart/update-item', two)).status).toBe(200);
      expect((await call(c, 'POST', '/api/cart/add-item', { product_id: shared })).status).toBe(
        201,
      );
      const body = { ...ADDRESS, shipping_id: standard, payment_method: 'transferencia' };
      const placed = await call(c, 'POST', '/api/payment/place-order', body, `expiry-${i}`);
      expect(placed.status).toBe(200);
      const { order } = (await placed.json()) as { order: { transaction_id: string } };
      if (i % 4 === 0) {
        const reason = { reason: 'El comprobante no corresponde a esta cuenta.' };
        const url = `/api/admin/pending-payments/${order.transaction_id}/reject`;
        expect((await call(staff, 'POST', url, reason)).status).toBe(200);
      }
      orders.push({ tid: order.transaction_id, own, email: c.email });
    }
    await stop('SIGTERM');

    // 49 hours later: every reservation is due when the server starts again; each expiry's
    // mail waits PAUSE_MS inside its transaction.
    const due = await openDatabase({ dataDir });
    try {
      await queryRows(
        due.db,
        sql`UPDATE pending_payments SET expires_at = now() - interval '1 hour'`,
      );
      await queryRows(
        due.db,
        sql.raw(`CREATE FUNCTION test_pause() RETURNS trigger LANGUAGE plpgsql AS
          $$ BEGIN PERFORM pg_sleep(${PAUSE_MS / 1_000}); RETURN NEW; END $$`),
      );
      await queryRows(
        due.db,
        sql`CREATE TRIGGER test_pause BEFORE INSERT ON mail_queue FOR EACH ROW
            WHEN (NEW.subject LIKE '%venció el plazo%') EXECUTE FUNCTION test_pause()`,
      );
      const before = await expiries(due.db, orders);
      expect(before.every(untouched)).toBe(true);
    } finally {
      await due.close();
    }

    // The start's sweep dies in the second order's pause, its first expiry committed.
    const killed = await start((line) => line.includes(EXPIRED));
    await exited(killed.child);
    expect(killed.child.signalCode).toBe('SIGKILL');
    const mid = await openDatabase({ dataDir });
    let expiredAtKill: number;
    try {
      const states = await expiries(mid.db, orders);
      const partial = states.filter((e) => !untouched(e) && !whollyExpired(e));
      expect(partial).toEqual([]);
      expiredAtKill = states.filter(whollyExpired).length;
      // The kill landed in the second order's pause: only the first one committed.
      expect(expiredAtKill).toBe(1);
      const [stock] = await queryRows<{ quantity: number }>(
        mid.db,
        sql`SELECT quantity FROM products WHERE id = ${shared}`,
      );
      expect(stock!.quantity).toBe(SHARED_STOCK - ORDERS + expiredAtKill);
      await queryRows(mid.db, sql`DROP TRIGGER test_pause ON mail_queue`);
    } finally {
      await mid.close();
    }

    // The restart's sweep expires the rest before the server is ready.
    const last = await start();
    const expiredAtRestart = last.log.filter((l) => l.includes(EXPIRED)).length;
    expect(expiredAtRestart).toBe(ORDERS - expiredAtKill);
    await stop('SIGTERM');

    const check = await openDatabase({ dataDir });
    try {
      const states = await expiries(check.db, orders);
      expect(states.filter((e) => !whollyExpired(e))).toEqual([]);
      const [stock] = await queryRows<{ quantity: number; sold: number }>(
        check.db,
        sql`SELECT quantity, sold FROM products WHERE id = ${shared}`,
      );
      expect(stock).toEqual({ quantity: SHARED_STOCK, sold: 0 });
      const open = await queryRows<{ order_id: number }>(
        check.db,
        sql`SELECT order_id FROM pending_payments WHERE expires_at IS NOT NULL`,
      );
      expect(open).toEqual([]);
      console.info('kill -9 during expiry:', { expiredAtKill, expiredAtRestart });
    } finally {
      await check.close();
    }
  }, 300_000);
});
