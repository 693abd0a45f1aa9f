import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';

const base = { DATA_DIR: '/tmp/kushki-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('PAYMENT_PROVIDER=kushki', () => {
  it('keeps the sandbox by default, with no Kushki settings', () => {
    expect(loadConfig(base)).toMatchObject({ paymentProvider: 'sandbox', kushki: null });
  });

  it('refuses to start without the three Kushki keys, naming them', () => {
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'kushki' })).toThrow(
      'PAYMENT_PROVIDER=kushki needs KUSHKI_PUBLIC_MERCHANT_ID, KUSHKI_PRIVATE_MERCHANT_ID, KUSHKI_WEBHOOK_SECRET',
    );
  });

  it('reads the keys, UAT by default and the URL without its trailing slash', () => {
    const keys = {
      PAYMENT_PROVIDER: 'kushki',
      KUSHKI_PUBLIC_MERCHANT_ID: 'pub',
      KUSHKI_PRIVATE_MERCHANT_ID: 'priv',
      KUSHKI_WEBHOOK_SECRET: 'whsec-12345',
    };
    expect(loadConfig({ ...base, ...keys }).kushki).toEqual({
      url: 'https://api-uat.kushkipagos.com',
      publicMerchantId: 'pub',
      privateMerchantId: 'priv',
      webhookSecret: 'whsec-12345',
      timeoutMs: 29_000,
    });
    expect(loadConfig({ ...base, ...keys, KUSHKI_URL: 'http://127.0.0.1:8787/' }).kushki?.url).toBe(
      'http://127.0.0.1:8787',
    );
  });
});
