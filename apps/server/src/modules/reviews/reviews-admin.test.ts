import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { send } from '../cart/test-helpers.js';
import { type Caller, callers, createCustomer, createProduct } from '../../test/staff.js';

let t: TestApp;
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await callers(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

const as = (c: Caller, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: c.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });

/** A product with two reviews (5 by `ana`, 3 by `beto`); answers the ids. */
async function reviewedProduct(name = 'Martillo de uña') {
  const productId = await createProduct(t.app.db, { name });
  const ana = await createCustomer(t.app.db, t.config.jwtSecret);
  const beto = await createCustomer(t.app.db, t.config.jwtSecret);
  const r1 = await send(t.app, ana, 'POST', `/api/reviews/create-review/${productId}`, {
    rating: 5,
    comment: 'Excelente',
  });
  const r2 = await send(t.app, beto, 'POST', `/api/reviews/create-review/${productId}`, {
    rating: 3,
    comment: 'Regular',
  });
  expect([r1.statusCode, r2.statusCode]).toEqual([201, 201]);
  return {
    productId,
    ana,
    beto,
    anaReview: r1.json().review.id as number,
    betoReview: r2.json().review.id as number,
  };
}

describe('GET /api/admin/reviews and POST /api/admin/reviews/{id}/hide', () => {
  it.each([
    ['anonymous', 401],
    ['customer', 403],
    ['bodega', 403],
    ['ventas', 200],
    ['administrador', 200],
  ] as const)('%s answers %i', async (role, status) => {
    const { anaReview } = await reviewedProduct();
    const list = await as(who[role], 'GET', '/api/admin/reviews');
    expect(list.statusCode).toBe(status);
    const hide = await as(who[role], 'POST', `/api/admin/reviews/${anaReview}/hide`, {
      hidden: false,
    });
    expect(hide.statusCode).toBe(status);
    if (status === 401)
      expect(hide.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    if (status === 403)
      expect(hide.json()).toEqual({
        detail: 'You do not have permission to perform this action.',
      });
  });

  it('lists every review newest first with product, e-mail and filters', async () => {
    const { productId, ana, beto, anaReview, betoReview } = await reviewedProduct('Sierra 7¼');
    const res = await as(who.ventas, 'GET', `/api/admin/reviews?product_id=${productId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, page: 1 });
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([betoReview, anaReview]);
    expect(body.results[1]).toEqual({
      id: anaReview,
      product_id: productId,
      product_name: 'Sierra 7¼',
      customer_email: ana.email,
      rating: 5,
      comment: 'Excelente',
      verified: false,
      hidden: false,
      date_created: expect.any(String),
    });
    expect(body.results[0].customer_email).toBe(beto.email);

    const rated = await as(
      who.ventas,
      'GET',
      `/api/admin/reviews?product_id=${productId}&rating=3`,
    );
    expect(rated.json().results.map((r: { id: number }) => r.id)).toEqual([betoReview]);

    await as(who.ventas, 'POST', `/api/admin/reviews/${betoReview}/hide`, { hidden: true });
    const hidden = await as(
      who.ventas,
      'GET',
      `/api/admin/reviews?product_id=${productId}&hidden=true`,
    );
    expect(hidden.json()).toMatchObject({ count: 1, results: [{ id: betoReview, hidden: true }] });
    const shown = await as(
      who.ventas,
      'GET',
      `/api/admin/reviews?product_id=${productId}&hidden=false`,
    );
    expect(shown.json().results.map((r: { id: number }) => r.id)).toEqual([anaReview]);

    const paged = await as(
      who.ventas,
      'GET',
      `/api/admin/reviews?product_id=${productId}&page=2&page_size=1`,
    );
    expect(paged.json()).toMatchObject({ count: 2, page: 2, page_size: 1 });
    expect(paged.json().results.map((r: { id: number }) => r.id)).toEqual([anaReview]);

    const bad = await as(who.ventas, 'GET', '/api/admin/reviews?rating=6&hidden=quizas');
    expect(bad.statusCode).toBe(400);
  });

  it('hiding removes the review from the public list and the average; showing brings it back', async () => {
    const { productId, anaReview, betoReview } = await reviewedProduct();
    const publicIds = async () =>
      (await as(who.anonymous, 'GET', `/api/reviews/get-reviews/${productId}`))
        .json()
        .reviews.map((r: { id: number }) => r.id);
    const summary = async () =>
      (await as(who.anonymous, 'GET', `/api/reviews/summary/${productId}`)).json();

    expect(await publicIds()).toEqual([betoReview, anaReview]);
    expect(await summary()).toMatchObject({ average: 4, count: 2 });

    const hide = await as(who.administrador, 'POST', `/api/admin/reviews/${anaReview}/hide`, {
      hidden: true,
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ id: anaReview, hidden: true });
    expect(await publicIds()).toEqual([betoReview]);
    expect(await summary()).toMatchObject({ average: 3, count: 1 });

    const show = await as(who.ventas, 'POST', `/api/admin/reviews/${anaReview}/hide`, {
      hidden: false,
    });
    expect(show.json()).toEqual({ id: anaReview, hidden: false });
    expect(await publicIds()).toEqual([betoReview, anaReview]);
    expect(await summary()).toMatchObject({ average: 4, count: 2 });

    const audit = await as(
      who.administrador,
      'GET',
      `/api/admin/audit?entity=review&entity_id=${anaReview}`,
    );
    expect(audit.json().results).toEqual([
      expect.objectContaining({
        user_email: who.ventas.email,
        action: 'review.hide',
        entity: 'review',
        entity_id: String(anaReview),
        before: { hidden: true, product_id: productId },
        after: { hidden: false, product_id: productId },
      }),
      expect.objectContaining({
        user_email: who.administrador.email,
        action: 'review.hide',
        before: { hidden: false, product_id: productId },
        after: { hidden: true, product_id: productId },
      }),
    ]);
  });

  it('answers 404 for an unknown review and 400 for a body without hidden', async () => {
    const missing = await as(who.ventas, 'POST', '/api/admin/reviews/999999/hide', {
      hidden: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No existe esa reseña.', code: 'not_found' });
    const { anaReview } = await reviewedProduct();
    const bad = await as(who.ventas, 'POST', `/api/admin/reviews/${anaReview}/hide`, {
      hidden: 'si',
    });
    expect(bad.statusCode).toBe(400);
    const audit = await as(who.administrador, 'GET', '/api/admin/audit?entity_id=999999');
    expect(audit.json().count).toBe(0);
  });
});
