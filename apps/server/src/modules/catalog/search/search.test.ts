import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { seedFixtureCatalog } from '../catalog-fixture.js';

interface Case {
  q: string;
  /** Each must be among the first 5 results. */
  top5?: string[];
  /** The first result. */
  first?: string;
  /** Every one of the first 5 results has this brand. */
  brand?: string;
  /** None of these may be among the results at all. */
  absent?: string[];
  /** Exactly this many matches. */
  count?: number;
}

const TALADRO_BOSCH = 'Taladro percutor 1/2" 750 W';
const TALADRO_TRUPER = 'Taladro percutor 1/2" 600 W';
const AMOLADORA = 'Amoladora angular 4 1/2" 850 W';
const FOCO_LED = 'Foco LED 9 W luz blanca';
const TOMA_DOBLE = 'Tomacorriente doble polarizado';
const CABLE_12 = 'Cable THHN 12 AWG rollo 100 m';
const BREAKER_2P_20 = 'Breaker 2P 20 A';

const CASES: Case[] = [
  // Plain words, singular and plural (Spanish stemming).
  { q: 'taladro', top5: [TALADRO_BOSCH, TALADRO_TRUPER] },
  { q: 'taladros', top5: [TALADRO_BOSCH, TALADRO_TRUPER] },
  { q: 'amoladora', first: AMOLADORA, top5: ['Mini amoladora 4 1/2" 700 W'] },
  { q: 'amoladoras', top5: [AMOLADORA] },
  { q: 'focos', top5: [FOCO_LED, 'Foco LED 12 W luz cálida'] },
  { q: 'foco', top5: [FOCO_LED] },
  { q: 'tomacorrientes', top5: [TOMA_DOBLE, 'Tomacorriente doble con USB'] },
  { q: 'tomacorriente', top5: [TOMA_DOBLE] },
  { q: 'guante', top5: ['Guantes de seguridad anticorte', 'Guantes de cuero para soldador'] },
  { q: 'destornilladores', top5: ['Destornillador plano 1/4" x 6"'] },
  { q: 'martillo', top5: ['Martillo de uña 16 oz mango de fibra', 'Martillo de bola 24 oz'] },
  // Accents and case do not matter.
  { q: 'iluminacion', top5: [FOCO_LED], absent: ['Taladro percutor 1/2" 750 W'] },
  { q: 'Iluminación', top5: [FOCO_LED] },
  { q: 'ILUMINACIÓN', top5: [FOCO_LED] },
  { q: 'multimetro', first: 'Multímetro digital' },
  { q: 'extensión', first: 'Extensión eléctrica 3 tomas 5 m' },
  { q: 'lampara', first: 'Lámpara de escritorio LED' },
  // Typos (trigram similarity with the catalogue's words and names).
  { q: 'amoladra', first: AMOLADORA },
  { q: 'talador', top5: [TALADRO_BOSCH, TALADRO_TRUPER] },
  { q: 'martiyo', top5: ['Martillo de uña 16 oz mango de fibra'] },
  { q: 'extencion', first: 'Extensión eléctrica 3 tomas 5 m' },
  { q: 'interuptor', top5: ['Interruptor simple 10 A', 'Interruptor doble 10 A'] },
  { q: 'tomacoriente', top5: [TOMA_DOBLE] },
  { q: 'bosh', brand: 'Bosch', top5: [TALADRO_BOSCH] },
  { q: 'destornilador', top5: ['Juego de destornilladores 6 piezas'] },
  // Brands (the brand is part of the search text).
  { q: 'bosch', brand: 'Bosch', count: 3 },
  { q: 'makita', brand: 'Makita', top5: [AMOLADORA] },
  { q: 'DeWalt', brand: 'DeWalt' },
  { q: 'sylvania', brand: 'Sylvania', top5: [FOCO_LED] },
  { q: 'schneider', brand: 'Schneider Electric', top5: [BREAKER_2P_20] },
  { q: '3m', brand: '3M', top5: ['Cinta aislante negra 3/4" x 20 m'] },
  // Several words: all must match; numbers and units.
  { q: 'cable 12 awg', first: CABLE_12, absent: ['Cable THHN 14 AWG rollo 100 m'] },
  {
    q: 'foco led',
    top5: [FOCO_LED, 'Foco LED 12 W luz cálida'],
    absent: ['Foco ahorrador espiral 20 W'],
  },
  { q: 'breaker 20a', top5: [BREAKER_2P_20, 'Breaker 1P 20 A'] },
  { q: 'breaker 2p 20 a', first: BREAKER_2P_20 },
  { q: 'tomacorriente doble', top5: [TOMA_DOBLE, 'Tomacorriente doble con USB'] },
  { q: 'taladro bosch', first: TALADRO_BOSCH, count: 1 },
  { q: 'taladro 1/2', top5: [TALADRO_BOSCH, TALADRO_TRUPER] },
  { q: 'cinta aislante', first: 'Cinta aislante negra 3/4" x 20 m' },
  { q: 'pintura blanca', first: 'Pintura látex blanca 1 galón' },
  { q: 'tubo pvc', first: 'Tubo PVC presión 1/2" x 6 m' },
  // Category names and descriptions are searched too.
  { q: 'herramientas electricas', top5: [TALADRO_BOSCH], absent: ['Martillo de bola 24 oz'] },
  { q: 'plomeria', top5: ['Llave de paso 1/2"'] },
  { q: 'llave inglesa', first: 'Llave ajustable 10"' },
  { q: 'voltaje', first: 'Multímetro digital' },
  // Nothing like it.
  { q: 'xyzzy', count: 0 },
  { q: 'helicóptero', count: 0 },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedFixtureCatalog(t.app.db);
});
afterAll(() => t.close());

async function search(q: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/product/search',
    payload: { search: q, category_id: 0 },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    count: number;
    search_products: { name: string; brand: string }[];
  };
}

describe('product search: what a Spanish-speaking customer types', () => {
  it('has at least 30 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)('$q', async (c) => {
    const { count, search_products } = await search(c.q);
    const names = search_products.map((p) => p.name);
    const top5 = names.slice(0, 5);
    for (const name of c.top5 ?? []) expect(top5).toContain(name);
    if (c.first) expect(names[0]).toBe(c.first);
    if (c.brand) {
      expect(top5.length).toBeGreaterThan(0);
      for (const p of search_products.slice(0, 5)) expect(p.brand).toBe(c.brand);
    }
    for (const name of c.absent ?? []) expect(names).not.toContain(name);
    if (c.count !== undefined) expect(count).toBe(c.count);
  });
});
