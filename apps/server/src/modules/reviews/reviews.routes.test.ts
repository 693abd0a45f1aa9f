import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, createProduct, type Customer, send } from '../cart/test-helpers.js';
import { createOrder } from '../orders/orders.service.js';
import { getRatingSummary, setReviewHidden } from './reviews.service.js';

let t: TestApp;
let ana: Customer;
let beto: Customer;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createCustomer(t.app.db, t.config.jwtSecret);
  beto = await createCustomer(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

/** An order of the user containing the product (as make-payment records it). */
async function buy(userId: number, productId: number) {
  await createOrder(
    t.app.db,
    {
      userId,
      amountCents: 1_000,
      subtotalCents: 1_000,
      taxCents: 130,
      shippingName: 'Retiro en tienda - Quito',
      shippingTime: 'Listo en 24 h',
      shippingPriceCents: 0,
      fullName: 'Ana Pérez',
      addressLine1: 'Av. Amazonas',
      city: 'Quito',
      stateProvinceRegion: 'Pichincha',
      postalZipCode: '170102',
      countryRegion: 'Ecuador',
      telephoneNumber: '0991234567',
      chargeId: 'sbx_ch_test',
    },
    [{ productId, name: 'Taladro', thumbnail: '/media/t.webp', priceCents: 1_000, count: 1 }],
  );
}

const create = (c: Customer, productId: number | string, body: unknown) =>
  send(t.app, c, 'POST', `/api/reviews/create-review/${productId}`, body);

describe('reviews without a token', () => {
  it.each([
    ['GET', '/api/reviews/get-review/1'],
    ['POST', '/api/reviews/create-review/1'],
    ['PUT', '/api/reviews/update-review/1'],
    ['DELETE', '/api/reviews/delete-review/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: { rating: 5, comment: 'Bueno' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('lists, filters and summarises in public', async () => {
    const p = await createProduct(t.app.db);
    const list = await t.app.inject({ method: 'GET', url: `/api/reviews/get-reviews/${p}` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ reviews: [] });
    const summary = await t.app.inject({ method: 'GET', url: `/api/reviews/summary/${p}` });
    expect(summary.json()).toEqual({
      average: null,
      count: 0,
      counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });
});

describe('create-review', () => {
  it('creates a verified review for a buyer and answers the family shape', async () => {
    const p = await createProduct(t.app.db);
    await buy(ana.id, p);
    const res = await create(ana, p, { rating: 5, comment: '  Muy bueno, potente.  ' });
    expect(res.statusCode).toBe(201);
    const review = {
      id: expect.any(Number),
      rating: 5,
      comment: 'Muy bueno, potente.',
      date_created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      user: 'Ana',
      verified: true,
    };
    expect(res.json()).toEqual({ review, reviews: [review] });
  });

  it('allows a review of a product never bought, not verified', async () => {
    const p = await createProduct(t.app.db);
    const res = await create(beto, p, { rating: '4', comment: 'Se ve bien' });
    expect(res.statusCode).toBe(201);
    expect(res.json().review).toMatchObject({ rating: 4, verified: false });
  });

  it('refuses a second review of the same product', async () => {
    const p = await createProduct(t.app.db);
    await create(ana, p, { rating: 3, comment: 'Regular' });
    const res = await create(ana, p, { rating: 5, comment: 'Otra vez' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Review for this course already created',
      code: 'already_reviewed',
    });
  });

  it('refuses bad ratings and comments', async () => {
    const p = await createProduct(t.app.db);
    const cases: [unknown, string][] = [
      [{ rating: 0, comment: 'x' }, 'Rating must be a whole number between 1 and 5'],
      [{ rating: 6, comment: 'x' }, 'Rating must be a whole number between 1 and 5'],
      [{ rating: 4.5, comment: 'x' }, 'Rating must be a whole number between 1 and 5'],
      [{ rating: 'cinco', comment: 'x' }, 'Rating must be a decimal value'],
      [{ comment: 'x' }, 'Rating must be a decimal value'],
      [{ rating: 5 }, 'Must pass a comment when creating review'],
      [{ rating: 5, comment: '   ' }, 'Must pass a comment when creating review'],
      [{ rating: 5, comment: 'a'.repeat(2001) }, 'Comment must have at most 2000 characters'],
    ];
    for (const [body, error] of cases) {
      const res = await create(beto, p, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual({ error, code: 'invalid_input' });
    }
    expect((await send(t.app, beto, 'GET', `/api/reviews/get-review/${p}`)).json()).toEqual({
      review: {},
    });
  });

  it("answers the family's 404s for bad and unknown products", async () => {
    const bad = await create(ana, 'abc', { rating: 5, comment: 'x' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toEqual({ error: 'Product ID must be an integer', code: 'not_found' });
    const unknown = await create(ana, 999_999, { rating: 5, comment: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'This product does not exist', code: 'not_found' });
    const list = await t.app.inject({ method: 'GET', url: '/api/reviews/get-reviews/999999' });
    expect(list.statusCode).toBe(404);
  });

  it('keeps a comment as plain text (no HTML is interpreted or stripped)', async () => {
    const p = await createProduct(t.app.db);
    const res = await create(ana, p, { rating: 2, comment: '<b>malo</b>' });
    expect(res.json().review.comment).toBe('<b>malo</b>');
  });
});

describe('get-review, update-review and delete-review', () => {
  it("reach only the user's own review", async () => {
    const p = await createProduct(t.app.db);
    await create(ana, p, { rating: 2, comment: 'Se calienta' });

    expect((await send(t.app, beto, 'GET', `/api/reviews/get-review/${p}`)).json()).toEqual({
      review: {},
    });
    const mine = await send(t.app, ana, 'GET', `/api/reviews/get-review/${p}`);
    expect(mine.json().review).toMatchObject({ rating: 2, comment: 'Se calienta', user: 'Ana' });

    const othersUpdate = await send(t.app, beto, 'PUT', `/api/reviews/update-review/${p}`, {
      rating: 1,
      comment: 'Hack',
    });
    expect(othersUpdate.statusCode).toBe(404);
    expect(othersUpdate.json()).toEqual({
      error: 'Review for this product does not exist',
      code: 'not_found',
    });
    const othersDelete = await send(t.app, beto, 'DELETE', `/api/reviews/delete-review/${p}`);
    expect(othersDelete.statusCode).toBe(404);

    const updated = await send(t.app, ana, 'PUT', `/api/reviews/update-review/${p}`, {
      rating: 4,
      comment: 'Con el uso mejoró',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().review).toMatchObject({ rating: 4, comment: 'Con el uso mejoró' });
    expect(updated.json().reviews).toHaveLength(1);

    const badUpdate = await send(t.app, ana, 'PUT', `/api/reviews/update-review/${p}`, {
      rating: 6,
      comment: 'x',
    });
    expect(badUpdate.statusCode).toBe(400);

    const deleted = await send(t.app, ana, 'DELETE', `/api/reviews/delete-review/${p}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ reviews: [] });
    const again = await send(t.app, ana, 'DELETE', `/api/reviews/delete-review/${p}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('filter-reviews, summary, ratings and hidden reviews', () => {
  it('filters by star, hides hidden reviews and summarises the visible ones', async () => {
    const p = await createProduct(t.app.db);
    const carla = await createCustomer(t.app.db, t.config.jwtSecret);
    await create(ana, p, { rating: 5, comment: 'Excelente' });
    await create(beto, p, { rating: 4, comment: 'Bueno' });
    const hidden = (await create(carla, p, { rating: 1, comment: 'Spam' })).json().review.id;

    const byGet = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/filter-reviews/${p}?rating=4`,
    });
    expect(byGet.json().reviews.map((r: { rating: number }) => r.rating)).toEqual([4]);
    const byPost = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/filter-reviews/${p}`,
      payload: { rating: 5 },
    });
    expect(byPost.json().reviews.map((r: { comment: string }) => r.comment)).toEqual(['Excelente']);
    const noRating = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/filter-reviews/${p}`,
    });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json()).toEqual({
      error: 'Rating must be a decimal value',
      code: 'invalid_input',
    });

    expect(await setReviewHidden(t.app.db, hidden, true)).toBe(true);
    expect(await setReviewHidden(t.app.db, 999_999, true)).toBe(false);
    const list = await t.app.inject({ method: 'GET', url: `/api/reviews/get-reviews/${p}` });
    expect(list.json().reviews.map((r: { comment: string }) => r.comment)).toEqual([
      'Bueno',
      'Excelente',
    ]);
    expect(await getRatingSummary(t.app.db, p)).toEqual({
      average: 4.5,
      count: 2,
      counts: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
    });
    const ratings = await t.app.inject({
      method: 'GET',
      url: `/api/reviews/ratings?product_ids=${p},999999`,
    });
    expect(ratings.json()).toEqual({ ratings: { [p]: { average: 4.5, count: 2 } } });
    const badIds = await t.app.inject({ method: 'GET', url: '/api/reviews/ratings?product_ids=x' });
    expect(badIds.statusCode).toBe(400);
  });

  it('does not count a cancelled order as a purchase', async () => {
    const p = await createProduct(t.app.db);
    const diego = await createCustomer(t.app.db, t.config.jwtSecret);
    await buy(diego.id, p);
    const { changeOrderStatus } = await import('../orders/order-status.js');
    const [order] = (await send(t.app, diego, 'GET', '/api/orders/get-orders')).json().orders;
    await changeOrderStatus(t.app.db, order.id, 'cancelled');
    const res = await create(diego, p, { rating: 3, comment: 'Lo devolví' });
    expect(res.json().review.verified).toBe(false);
  });
});
