import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { type FixtureCatalog, seedFixtureCatalog } from '../catalog-fixture.js';
import { selectNameMatches } from './search.repository.js';

let t: TestApp;
let catalog: FixtureCatalog;
beforeAll(async () => {
  t = await createTestApp();
  catalog = await seedFixtureCatalog(t.app.db);
});
afterAll(() => t.close());

const search = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/product/search', payload });
const names = (res: { json(): { search_products: { name: string }[] } }) =>
  res.json().search_products.map((p) => p.name);

describe('POST /api/product/search', () => {
  it('lists everything, newest first, for an empty search', async () => {
    const res = await search({ search: '', category_id: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(catalog.products.size);
    expect(names(res).slice(0, 2)).toEqual(['Rodillo de 9" con bandeja', 'Brocha de 2"']);
    // Without paging parameters: every match (up to LIST_CAP); with them, pages of 24.
    expect(res.json().search_products).toHaveLength(catalog.products.size);
    const paged = await search({ search: '', category_id: 0, page: 1 });
    expect(paged.json().search_products).toHaveLength(24);
    expect(paged.json().count).toBe(catalog.products.size);
  });

  it('searches within a category and its sub-categories only', async () => {
    const tools = catalog.categories.get('Herramientas eléctricas')!;
    const res = await search({ search: 'bosch', category_id: String(tools) });
    expect(res.json().count).toBe(3);
    const lights = catalog.categories.get('Iluminación')!;
    const none = await search({ search: 'taladro', category_id: lights });
    expect(none.json()).toEqual({ search_products: [], count: 0 });
    const led = await search({ search: 'led', category_id: catalog.categories.get('Focos')! });
    expect(names(led).sort()).toEqual(['Foco LED 12 W luz cálida', 'Foco LED 9 W luz blanca']);
  });

  it('pages the ranked results and keeps the count past the last page', async () => {
    const all = await search({ search: 'schneider', page_size: 100 });
    const count = all.json().count;
    expect(count).toBe(8);
    const second = await search({ search: 'schneider', page: 2, page_size: 5 });
    expect(names(second)).toEqual(names(all).slice(5, 10));
    const past = await search({ search: 'schneider', page: 5, page_size: 5 });
    expect(past.json()).toEqual({ search_products: [], count: 8 });
  });

  it('narrows by price range and sorts when asked', async () => {
    const res = await search({ search: 'taladro', price_range: '40 - 59', sort_by: 'price' });
    expect(names(res)).toEqual(['Taladro percutor 1/2" 600 W']);
    const cheap = await search({ search: 'breaker', sort_by: 'price', order: 'asc' });
    // The category Breakers counts too: the panel box is found as well.
    expect(names(cheap)).toEqual([
      'Breaker 1P 20 A',
      'Breaker 2P 20 A',
      'Breaker 2P 40 A',
      'Caja térmica 4 puntos',
    ]);
  });

  it('sorts the matches by name, accents aside, when asked', async () => {
    const res = await search({ search: 'schneider', sort_by: 'title', order: 'asc', page_size: 5 });
    expect(names(res)).toEqual([
      'Breaker 1P 20 A',
      'Breaker 2P 20 A',
      'Breaker 2P 40 A',
      'Caja térmica 4 puntos',
      'Interruptor doble 10 A',
    ]);
    expect(res.json().count).toBe(8);
  });

  it('finds words run together', async () => {
    const res = await search({ search: 'tomacorrienteedoble' });
    expect(names(res)[0]).toMatch(/^Tomacorriente doble/);
  });

  it('has a fallback for names that look alike when no word matches', async () => {
    const { rows, count } = await selectNameMatches(t.app.db, {
      strictQuery: "'zzzz'",
      broadQuery: "'zzzz'",
      phrase: 'tomacoriente dobl',
      filter: {},
      limit: 5,
      offset: 0,
    });
    expect(count).toBe(2);
    expect(rows.map((r) => r.name).sort()).toEqual([
      'Tomacorriente doble con USB',
      'Tomacorriente doble polarizado',
    ]);
  });

  it('never breaks on quotes, operators or symbols', async () => {
    for (const text of ["taladro' OR 1=1 --", 'a & b | !c:*', '((((', '🔌 enchufe', '%_\\']) {
      const res = await search({ search: text });
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers a request without a body like a missing search', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/product/search' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ search: ['This field is required.'] });
  });

  it('answers 404 for an unknown category', async () => {
    const res = await search({ search: 'taladro', category_id: 987654 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'This category does not exist', code: 'not_found' });
  });

  it.each([
    [{}, { search: ['This field is required.'] }],
    [{ search: 5 }, { search: ['This field is required.'] }],
    [
      { search: 'x'.repeat(201) },
      { search: ['Ensure this field has no more than 200 characters.'] },
    ],
    [{ search: 'taladro', category_id: 'x' }, { category_id: ['A valid integer is required.'] }],
    [
      { search: 'taladro', page: 0 },
      { page: ['Ensure this value is greater than or equal to 1.'] },
    ],
    [
      { search: 'taladro', page_size: 101 },
      { page_size: ['Ensure this value is less than or equal to 100.'] },
    ],
    [
      { search: 'taladro', price_range: 'gratis' },
      { price_range: ['"gratis" is not a valid choice.'] },
    ],
  ])('answers 400 with a DRF body for %j', async (payload, body) => {
    const res = await search(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(body);
  });
});

describe('GET /api/product/suggest', () => {
  it('suggests the best matches of a half-typed word, in the short shape', async () => {
    const res = await t.app.inject('/api/product/suggest?q=amolad&limit=2');
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json();
    expect(suggestions).toHaveLength(2);
    expect(suggestions[0]).toEqual({
      id: catalog.products.get('Amoladora angular 4 1/2" 850 W'),
      name: 'Amoladora angular 4 1/2" 850 W',
      get_thumbnail: expect.stringMatching(/^\/media\/products\/.+\.webp$/),
      price: '69.90',
    });
  });

  it('suggests through typos and answers nothing for nothing', async () => {
    const typo = await t.app.inject('/api/product/suggest?q=tomacoriente');
    expect(typo.json().suggestions[0].name).toBe('Tomacorriente doble polarizado');
    expect((await t.app.inject('/api/product/suggest?q=')).json()).toEqual({ suggestions: [] });
    expect((await t.app.inject('/api/product/suggest?q=%20%2B')).json()).toEqual({
      suggestions: [],
    });
  });

  // On the shared PostgreSQL test database other files' catalogue changes empty this file's cache
  // at any moment (NOTIFY is database-wide) and a cached page still waits for the read-your-writes
  // round trip, so only the embedded database can show the order of the work alone.
  it.runIf(process.env.TEST_DB !== 'postgres')(
    'lets a product page go ahead of suggestions typed before it (ADR 050)',
    async () => {
      const id = catalog.products.get('Amoladora angular 4 1/2" 850 W')!;
      const typed = ['am', 'amo', 'amol', 'amola', 'amolad', 'amolado'];
      // Every answer cached, as under load: the database takes no part.
      await t.app.inject(`/api/product/product/${id}`);
      for (const q of typed) await t.app.inject(`/api/product/suggest?q=${q}`);
      const answered: string[] = [];
      const call = (url: string) =>
        t.app.inject(url).then((res) => {
          expect(res.statusCode).toBe(200);
          answered.push(url);
        });
      await Promise.all([
        ...typed.map((q) => call(`/api/product/suggest?q=${q}`)),
        call(`/api/product/product/${id}`),
      ]);
      expect(answered).toEqual([
        `/api/product/product/${id}`,
        ...typed.map((q) => `/api/product/suggest?q=${q}`),
      ]);
    },
  );

  it.each([
    ['limit=11', { limit: ['Ensure this value is less than or equal to 10.'] }],
    ['limit=0', { limit: ['Ensure this value is greater than or equal to 1.'] }],
    ['limit=muchos', { limit: ['A valid integer is required.'] }],
  ])('answers 400 for %s', async (query, body) => {
    const res = await t.app.inject(`/api/product/suggest?q=foco&${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(body);
  });
});
