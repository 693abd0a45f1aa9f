import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/client.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createProduct } from './test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('product SKUs (migration 0006)', () => {
  it('keep five digits up to EV-99999 and stay unique past it', async () => {
    await t.app.db.execute(sql`SELECT setval('product_sku_seq', 9998)`);
    expect((await createProduct(t.app.db)).sku).toBe('EV-09999');
    await t.app.db.execute(sql`SELECT setval('product_sku_seq', 99998)`);
    const skus = [];
    for (let i = 0; i < 3; i += 1) skus.push((await createProduct(t.app.db)).sku);
    expect(skus).toEqual(['EV-99999', 'EV-100000', 'EV-100001']);
    // EV-10000 (the truncated form of 100000) is still free for the 10,000th product.
    await t.app.db.execute(sql`SELECT setval('product_sku_seq', 9999)`);
    expect((await createProduct(t.app.db)).sku).toBe('EV-10000');
  });
});
