import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { seedShipping } from '../../checkout/test-helpers.js';
import { type KushkiSimulator, startKushkiSimulator } from './kushki-simulator.js';

export const KUSHKI_TEST_KEYS = {
  publicMerchantId: 'pub-test-1000000000000000000000000',
  privateMerchantId: 'priv-test-2000000000000000000000000',
  webhookSecret: 'whsec-test-3000000000000000',
};

/** A test app whose provider is Kushki, talking to a fresh simulator on loopback. */
export async function createKushkiTestApp(): Promise<{ t: TestApp; sim: KushkiSimulator }> {
  const sim = await startKushkiSimulator({ ...KUSHKI_TEST_KEYS, webhookUrl: null });
  const t = await createTestApp({
    paymentProvider: 'kushki',
    kushki: { url: sim.url, timeoutMs: 2_000, ...KUSHKI_TEST_KEYS },
  });
  const close = t.close;
  t.close = async () => {
    await close();
    await sim.close();
  };
  return { t, sim };
}

export interface KushkiSuite {
  t: TestApp;
  sim: KushkiSimulator;
  shipping: Awaited<ReturnType<typeof seedShipping>>;
}

/** A suite's Kushki test app, simulator and shipping: opened before its tests, closed after. */
export function openKushkiSuite(): KushkiSuite {
  const suite = {} as KushkiSuite;
  beforeAll(async () => {
    Object.assign(suite, await createKushkiTestApp());
    suite.shipping = await seedShipping(suite.t.app.db);
  });
  afterAll(() => suite.t.close());
  return suite;
}
