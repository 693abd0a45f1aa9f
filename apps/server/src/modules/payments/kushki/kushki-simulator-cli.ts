import { startKushkiSimulator } from './kushki-simulator.js';

/**
 * `npm run kushki:simulator -w apps/server`: the Kushki simulator on 127.0.0.1, for running the
 * shop against it (README, "Card payments with Kushki"). It reads the same KUSHKI_* keys as the
 * shop and sends its notifications to PUBLIC_URL's webhook.
 */
const env = process.env;
const port = Number(env.KUSHKI_SIMULATOR_PORT ?? 8787);
const publicUrl = (env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const sim = await startKushkiSimulator({
  publicMerchantId: env.KUSHKI_PUBLIC_MERCHANT_ID ?? 'demo-public-merchant-id',
  privateMerchantId: env.KUSHKI_PRIVATE_MERCHANT_ID ?? 'demo-private-merchant-id',
  webhookSecret: env.KUSHKI_WEBHOOK_SECRET ?? 'demo-webhook-secret',
  webhookUrl: `${publicUrl}/api/payment/kushki/webhook`,
  port,
});
console.log(`Kushki simulator on ${sim.url} (notifications to ${publicUrl})`);
