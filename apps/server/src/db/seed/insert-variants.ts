import { type Db, queryRows, sql } from '../client.js';

const BATCH = 1000;

/**
 * Adds `count` synthetic variants ("<name> — modelo 1234") of the demo products, for load tests.
 * They are copied in SQL from rows already written by the product writer (sanitized description,
 * search text), so they keep its guarantees without sanitizing 100 000 descriptions again; they reuse
 * the demo pictures. Prices, stock, sales and dates vary deterministically with the model number.
 */
export async function insertProductVariants(db: Db, count: number, now: Date): Promise<void> {
  // The demo rows are the ones present now; bounding by id keeps each batch from rescanning the table.
  const [end] = await queryRows<{ id: number }>(db, sql`SELECT max(id)::int AS id FROM products`);
  const lastDemoId = end?.id ?? 0;
  for (let first = 1; first <= count; first += BATCH) {
    const last = Math.min(count, first + BATCH - 1);
    await db.execute(sql`
      WITH demo AS (
        SELECT *, (row_number() OVER (ORDER BY id) - 1)::int AS k, count(*) OVER ()::int AS total
        FROM products WHERE id <= ${lastDemoId}
      ), variant AS (
        SELECT d.*, g.n, greatest(1, d.price_cents * (85 + (g.n * 7) % 31) / 100) AS price
        FROM generate_series(${first}::int, ${last}::int) AS g(n)
        JOIN demo d ON d.k = g.n % d.total
      )
      INSERT INTO products (name, slug, brand_id, category_id, description, price_cents,
        compare_price_cents, quantity, sold, photo, thumbnail, search_text, date_created)
      SELECT name || ' — modelo ' || (1000 + n), slug || '-modelo-' || (1000 + n), brand_id,
        category_id, description, price, price * compare_price_cents / price_cents,
        (n * 37) % 200, (n * 53) % 500, photo, thumbnail, search_text,
        ${now.toISOString()}::timestamptz - make_interval(days => (n * 7919) % 540, mins => n % 1440)
      FROM variant`);
  }
}
