import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KUSHKI_SIMULATOR_CARDS } from '@shop/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, sql } from '../db/client.js';
import { createCustomer, createProduct } from '../modules/cart/test-helpers.js';
import { ADDRESS, seedShipping } from '../modules/checkout/test-helpers.js';
import {
  type KushkiSimulator,
  startKushkiSimulator,
} from '../modules/payments/kushki/kushki-simulator.js';
import { KUSHKI_TEST_KEYS } from '../modules/payments/kushki/kushki-test-helpers.js';
import { createStaff } from '../test/staff.js';
import { exited, freePort, spawnEmbeddedServer, waitReady } from './three-processes-helpers.js';

// ADR 090: the real server (tsx, embedded database, Kushki through its simulator) is killed with
// SIGKILL after the back office claimed a refund and before Kushki's answer (Kushki voids the
// charge meanwhile). The restart's payments reconciler must finish it: "reembolsado" once, one
// audit entry, Kushki asked again with the same Idempotency-Key. Embedded database only.

const onPglite = process.env.TEST_DB !== 'postgres';
const SECRET = 'kill-during-refund-secret-0123456789';
const approved = KUSHKI_SIMULATOR_CARDS.find((c) => c.outcome === 'approved')!.number;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-kill9-refund-'));
const children: ChildProcess[] = [];
let sim: KushkiSimulator | undefined;

async function start(port: number) {
  const child = spawnEmbeddedServer({
    port,
    dataDir,
    secret: SECRET,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      LOG_LEVEL: 'error',
      PAYMENT_PROVIDER: 'kushki',
      KUSHKI_URL: sim!.url,
      KUSHKI_PUBLIC_MERCHANT_ID: KUSHKI_TEST_KEYS.publicMerchantId,
      KUSHKI_PRIVATE_MERCHANT_ID: KUSHKI_TEST_KEYS.privateMerchantId,
      KUSHKI_WEBHOOK_SECRET: KUSHKI_TEST_KEYS.webhookSecret,
      KUSHKI_TIMEOUT_MS: '20000',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
    },
  });
  children.push(child);
  await waitReady(port, 90_000);
  return child;
}

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
  await sim?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const until = async (what: () => Promise<boolean> | boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.skipIf(!onPglite)('kill -9 between the refund claim and Kushki’s answer', () => {
  it('the restart finishes the refund once', async () => {
    const setup = await openDatabase({ dataDir });
    await setup.migrate();
    const { pickup } = await seedShipping(setup.db);
    const product = await createProduct(setup.db, { priceCents: 2_300, quantity: 5 });
    const customer = await createCustomer(setup.db, SECRET);
    const staff = await createStaff(setup.db, SECRET, 'administrador');
    await setup.close();
    sim = await startKushkiSimulator({ ...KUSHKI_TEST_KEYS, webhookUrl: null });
    const port = await freePort();
    const call = (
      who: { headers: object },
      method: string,
      url: string,
      body?: unknown,
      headers = {},
    ) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        method,
        headers: { ...who.headers, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    let child = await start(port);
    expect(
      (await call(customer, 'POST', '/api/cart/add-item', { product_id: product })).status,
    ).toBe(201);
    const paid = await call(
      customer,
      'POST',
      '/api/payment/make-payment',
      { ...ADDRESS, nonce: sim.tokenize(approved), shipping_id: pickup },
      { 'idempotency-key': 'kill-refund-pay' },
    );
    expect(paid.status).toBe(200);
    const tx = ((await paid.json()) as { order: { transaction_id: string } }).order.transaction_id;
    for (const status of ['processed', 'shipped', 'delivered'])
      expect((await call(staff, 'POST', `/api/admin/orders/${tx}/status`, { status })).status).toBe(
        200,
      );
    const [charge] = sim.captured();

    // Kushki answers after 3 s; the process dies once the claim is recorded and the void sent.
    sim.setDelay(3_000);
    void call(staff, 'POST', `/api/admin/orders/${tx}/refund`, { reason: 'Garantía' }).catch(
      () => null,
    );
    const paymentStatus = async () =>
      (
        (await (await call(staff, 'GET', `/api/admin/orders/${tx}`)).json()) as {
          order: { payment_status: string };
        }
      ).order.payment_status;
    await until(async () => (await paymentStatus()) === 'reembolsando');
    await new Promise((r) => setTimeout(r, 500));
    child.kill('SIGKILL');
    await exited(child);
    await until(() => charge!.status === 'VOIDED');
    sim.setDelay(0);

    // The start's reconciler finishes it before the server is ready.
    child = await start(port);
    expect(await paymentStatus()).toBe('reembolsado');
    expect(sim.calls.voids).toBe(2);
    child.kill('SIGTERM');
    await exited(child);

    const check = await openDatabase({ dataDir });
    try {
      const audit = await queryRows<{ action: string; user_email: string }>(
        check.db,
        sql`SELECT action, user_email FROM audit_log WHERE entity_id = ${tx} AND action LIKE 'order.refund%'`,
      );
      expect(audit).toEqual([{ action: 'order.refund', user_email: staff.email }]);
      const refunds = await queryRows<{ status: string }>(
        check.db,
        sql`SELECT status FROM order_refunds`,
      );
      expect(refunds).toEqual([{ status: 'done' }]);
    } finally {
      await check.close();
    }
  }, 200_000);
});
