import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer } from '../cart/test-helpers.js';
import { createCategory, createProduct, type ProductTableRow } from '../catalog/test-factories.js';
import { createPageCache, type PageCache } from './page-cache.js';

const TEMPLATE =
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let product: ProductTableRow;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
  t = await createTestApp({ webDist });
  const category = await createCategory(t.app.db, { name: 'Taladros' });
  product = await createProduct(t.app.db, { name: 'Taladro', categoryId: category.id });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Polls until `check` passes: a change reaches the cache through the database's notification. */
async function eventually(check: () => Promise<void>) {
  for (let i = 0; ; i++) {
    try {
      return await check();
    } catch (err) {
      if (i >= 40) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('rendered pages are cached by URL (issue 27)', () => {
  it('answers the same bytes with an ETag, and a 304 to a browser that has them', async () => {
    const first = await get(`/product/${product.id}`);
    const second = await get(`/product/${product.id}`);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(`/product/${product.id}`, { 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("shows a catalogue change (the product's price) once the change is committed", async () => {
    expect((await get(`/product/${product.id}`)).body).not.toContain('$123.45');
    await t.app.db.update(products).set({ priceCents: 12345 }).where(eq(products.id, product.id));
    await eventually(async () => {
      expect((await get(`/product/${product.id}`)).body).toContain('$123.45');
    });
  });

  it("shows a new review on the product's page (its first data carries the reviews)", async () => {
    expect((await get(`/product/${product.id}`)).body).not.toContain('Excelente taladro');
    const author = await createCustomer(t.app.db, t.config.jwtSecret);
    await t.app.db.insert(reviews).values({
      userId: author.id,
      productId: product.id,
      rating: 5,
      comment: 'Excelente taladro',
    });
    await eventually(async () => {
      expect((await get(`/product/${product.id}`)).body).toContain('Excelente taladro');
    });
  });

  it('keeps a 404 page as a 404, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/product/999999');
      expect(res.statusCode).toBe(404);
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('createPageCache', () => {
  let pages: PageCache;
  // A bare app on the same database: hooks are added before it is ready.
  const bare = Fastify();
  beforeAll(async () => {
    bare.decorate('database', t.app.database);
    pages = await createPageCache(bare);
    await bare.ready();
  });
  afterAll(() => bare.close());
  const url = (s: string) => new URL(s, 'http://page.invalid');

  it('renders a page once, and again after a catalogue change', async () => {
    let renders = 0;
    const render = async () => ({ status: 200, html: `<p>${++renders}</p>`, keep: true });
    await eventually(async () => {
      expect((await pages(url('/shop?page=2'), render)).body.toString()).toBe(
        (await pages(url('/shop?page=2'), render)).body.toString(),
      );
    });
    const before = renders;
    await pages(url('/shop?page=2'), render);
    expect(renders).toBe(before);
    await t.app.db
      .update(products)
      .set({ name: 'Taladro inalámbrico' })
      .where(eq(products.id, product.id));
    await eventually(async () => {
      await pages(url('/shop?page=2'), render);
      expect(renders).toBeGreaterThan(before);
    });
  });

  it('never keeps a failed render, a non-200 page or a very long address', async () => {
    let renders = 0;
    const stand_in = async () => ({ status: 200, html: `${++renders}`, keep: false });
    const missing = async () => ({ status: 404, html: `${++renders}`, keep: true });
    const long = url(`/search?q=${'a'.repeat(400)}`);
    const ok = async () => ({ status: 200, html: `${++renders}`, keep: true });
    for (const [u, render] of [
      [url('/a'), stand_in],
      [url('/b'), missing],
      [long, ok],
    ] as const) {
      const first = await pages(u, render);
      const second = await pages(u, render);
      expect(second.body).not.toEqual(first.body);
    }
    expect((await pages(url('/b'), missing)).status).toBe(404);
  });
});
