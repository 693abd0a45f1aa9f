import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { type Db, queryRows, sql } from '../client.js';
import { seedProducts } from './catalog/products.js';
import { seedIfEmpty } from './index.js';
import { getProductArt } from './product-art.js';

interface ProductRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  price_cents: number;
  compare_price_cents: number;
  quantity: number;
  sold: number;
  photo: string;
  thumbnail: string;
  search_text: string;
  date_created: string | Date;
}

let t: TestApp;
let db: Db;
let mediaDir: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  mediaDir = mkdtempSync(path.join(tmpdir(), 'seed-media-'));
  await seedIfEmpty(db, { mediaDir });
}, 180_000);

afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const products = () => queryRows<ProductRow>(db, sql`SELECT * FROM products ORDER BY id`);
const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

async function snapshot() {
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT (SELECT count(*)::int FROM products) AS products,
      (SELECT max(id)::int FROM products) AS last_product,
      (SELECT count(*)::int FROM categories) AS categories,
      (SELECT count(*)::int FROM brands) AS brands`,
  );
  return counts;
}

describe('the demo catalogue', () => {
  it('has about 120 products with unique slugs, Spanish names and HTML descriptions', async () => {
    const rows = await products();
    expect(rows.length).toBeGreaterThanOrEqual(110);
    expect(rows.length).toBeLessThanOrEqual(130);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    const cable = rows.find((r) => r.name === 'Cable THHN 12 AWG rollo 100 m');
    expect(cable).toMatchObject({ price_cents: 6490, compare_price_cents: 7290 });
    expect(cable?.description).toMatch(
      /^<p>.+<\/p><ul><li><strong>Calibre:<\/strong> 12 AWG<\/li>/,
    );
    expect(cable?.search_text).toContain('Cablec');
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Breaker 2P 20 A', 'Taladro percutor 1/2" 750 W']),
    );
  });

  it('has construction materials at IVA 5% and everything else at 15%', async () => {
    const rows = await queryRows<{ name: string; iva_rate: number }>(
      db,
      sql`SELECT name, iva_rate FROM products WHERE iva_rate <> 15 ORDER BY name`,
    );
    expect(rows.map((r) => r.iva_rate)).toEqual(rows.map(() => 5));
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'Cemento Holcim Fuerte tipo GU saco 50 kg',
        'Varilla corrugada Adelca 12 mm x 12 m',
        'Bloque de hormigón liviano 15 x 20 x 40 cm',
      ]),
    );
  });

  it('prices compare prices sensibly: never below the price, many discounted', async () => {
    const rows = await products();
    expect(rows.every((r) => r.price_cents > 0 && r.compare_price_cents >= r.price_cents)).toBe(
      true,
    );
    const discounted = rows.filter((r) => r.compare_price_cents > r.price_cents);
    expect(discounted.length).toBeGreaterThan(rows.length / 2);
    expect(discounted.length).toBeLessThan(rows.length);
  });

  it('has sold-out and low-stock products, clear best sellers and dates over a year', async () => {
    const rows = await products();
    expect(rows.filter((r) => r.quantity === 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.quantity > 0 && r.quantity < 10).length).toBeGreaterThanOrEqual(5);
    const sold = rows.map((r) => r.sold).sort((a, b) => b - a);
    expect(sold[0]).toBeGreaterThan(sold[3]!);
    const dates = rows.map((r) => new Date(r.date_created).getTime());
    expect(new Set(dates).size).toBe(rows.length);
    const spanDays = (Math.max(...dates) - Math.min(...dates)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(365);
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now());
  });

  it('gives every product a WebP photo and thumbnail that exist and decode', async () => {
    for (const row of await products()) {
      expect(row.photo).toBe(`/media/products/${row.slug}.webp`);
      expect(row.thumbnail).toBe(`/media/products/thumbs/${row.slug}.webp`);
      const photo = await sharp(fileOf(row.photo)).metadata();
      const thumb = await sharp(fileOf(row.thumbnail)).metadata();
      expect([photo.format, photo.width, photo.height]).toEqual(['webp', 800, 800]);
      expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 300, 300]);
    }
  });

  it('draws blocks and bricks as masonry (the block once showed a round ceiling lamp)', () => {
    const drawings = seedProducts
      .filter((p) => p.category === 'bloques')
      .map((p) => [p.name, getProductArt(p).icon]);
    expect(drawings).toEqual([
      ['Bloque de hormigón liviano 15 x 20 x 40 cm', 'block'],
      ['Ladrillo macizo de arcilla 7 x 14 x 28 cm', 'brick'],
    ]);
  });

  it('has real brands, each with a logo file', async () => {
    const brands = await queryRows<{ name: string; logo: string }>(
      db,
      sql`SELECT name, logo FROM brands`,
    );
    expect(brands.length).toBeGreaterThanOrEqual(12);
    expect(brands.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Truper', 'Bosch', 'Schneider Electric', 'Cablec', 'Plastigama']),
    );
    for (const brand of brands) {
      const logo = await sharp(fileOf(brand.logo)).metadata();
      expect([logo.format, logo.width, logo.height]).toEqual(['webp', 480, 240]);
    }
  });

  it('groups products under sub-categories of at least six parents', async () => {
    const parents = await queryRows<{ name: string; children: number; products: number }>(
      db,
      sql`SELECT p.name, count(DISTINCT c.id)::int AS children, count(pr.id)::int AS products
        FROM categories p
        JOIN categories c ON c.parent_id = p.id
        LEFT JOIN products pr ON pr.category_id = c.id
        WHERE p.parent_id IS NULL GROUP BY p.id, p.name, p.position ORDER BY p.position`,
    );
    expect(parents.length).toBeGreaterThanOrEqual(6);
    expect(parents[0]?.name).toBe('Herramientas Eléctricas');
    for (const parent of parents) {
      expect(parent.children).toBeGreaterThanOrEqual(2);
      expect(parent.products).toBeGreaterThan(0);
    }
  });
});

describe('seeding again', () => {
  it('changes nothing in the database or the pictures', async () => {
    const before = await snapshot();
    const photo = fileOf((await products())[0]!.photo);
    const written = statSync(photo).mtimeMs;
    await seedIfEmpty(db, { mediaDir });
    expect(await snapshot()).toEqual(before);
    expect(statSync(photo).mtimeMs).toBe(written);
  });

  it('redraws a missing picture without touching the catalogue', async () => {
    const before = await snapshot();
    const thumb = fileOf((await products())[5]!.thumbnail);
    rmSync(thumb);
    await seedIfEmpty(db, { mediaDir });
    expect(existsSync(thumb)).toBe(true);
    expect((await sharp(thumb).metadata()).width).toBe(300);
    expect(await snapshot()).toEqual(before);
  });

  it('refills a catalogue whose products were all deleted, reusing its categories and brands', async () => {
    const before = await snapshot();
    await db.execute(sql`DELETE FROM products`);
    await seedIfEmpty(db, { mediaDir });
    const after = await snapshot();
    expect(after).toMatchObject({
      products: before!.products,
      categories: before!.categories,
      brands: before!.brands,
    });
    expect(after!.last_product).toBeGreaterThan(before!.last_product!);
  });
});

describe('a larger catalogue for load tests', () => {
  it('adds model variants that reuse the demo pictures', async () => {
    const database = await createTestDatabase();
    try {
      const pictures = readdirSync(path.join(mediaDir, 'products')).length;
      await seedIfEmpty(database.db, { mediaDir, products: 1500 });
      const rows = await queryRows<ProductRow>(database.db, sql`SELECT * FROM products`);
      expect(rows).toHaveLength(1500);
      expect(new Set(rows.map((r) => r.slug)).size).toBe(1500);
      const variants = rows.filter((r) => / — modelo \d+$/.test(r.name));
      expect(variants.length).toBe(1500 - seedProducts.length);
      expect(
        variants.every((v) => existsSync(fileOf(v.photo)) && existsSync(fileOf(v.thumbnail))),
      ).toBe(true);
      expect(
        variants.every((v) => v.compare_price_cents >= v.price_cents && v.price_cents > 0),
      ).toBe(true);
      expect(variants.some((v) => v.quantity === 0)).toBe(true);
      expect(readdirSync(path.join(mediaDir, 'products')).length).toBe(pictures);
    } finally {
      await database.close();
    }
  }, 120_000);
});
