import {
  type KushkiSimulator,
  startKushkiSimulator,
} from '../../apps/server/src/modules/payments/kushki/kushki-simulator';
import { test as base } from './fixtures';
import { freePort, startShopServer } from './shop-server';

// ADR 094: the Kushki journeys run against a shop of their own (PAYMENT_PROVIDER=kushki) and the
// Kushki simulator, both on loopback; the shared e2e shop keeps the sandbox.

const KEYS = {
  publicMerchantId: 'e2e-public-merchant-id',
  privateMerchantId: 'e2e-private-merchant-id',
  webhookSecret: 'e2e-webhook-secret',
};

export interface KushkiShop {
  baseURL: string;
  /** The shop's DATA_DIR (its outbox, createsuperuser). */
  dataDir: string;
  /** The simulator, in this process: what Kushki was asked to charge. */
  sim: KushkiSimulator;
}

/** The simulator, then a shop that tokenizes, charges and is notified through it. */
async function startKushkiShop(): Promise<KushkiShop & { stop: () => Promise<void> }> {
  const port = await freePort();
  const sim = await startKushkiSimulator({
    ...KEYS,
    webhookUrl: `http://127.0.0.1:${port}/api/payment/kushki/webhook`,
  });
  try {
    const shop = await startShopServer({
      port,
      env: {
        PAYMENT_PROVIDER: 'kushki',
        KUSHKI_URL: sim.url,
        KUSHKI_PUBLIC_MERCHANT_ID: KEYS.publicMerchantId,
        KUSHKI_PRIVATE_MERCHANT_ID: KEYS.privateMerchantId,
        KUSHKI_WEBHOOK_SECRET: KEYS.webhookSecret,
      },
    });
    const stop = async () => {
      await shop.stop();
      await sim.close();
    };
    return { baseURL: shop.baseURL, dataDir: shop.dataDir, sim, stop };
  } catch (error) {
    await sim.close();
    throw error;
  }
}

/**
 * The fixtures' test against a Kushki shop: started once per worker (each width's project runs
 * in its own), stopped when the worker ends; pages and `request` use its URL.
 */
export const test = base.extend<object, { kushkiShop: KushkiShop }>({
  kushkiShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const { stop, ...shop } = await startKushkiShop();
      await use(shop);
      await stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ kushkiShop }, use) => {
    await use(kushkiShop.baseURL);
  },
});
