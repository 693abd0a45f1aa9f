import { MAX_SAVED_ADDRESSES } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer, type Customer, send } from '../cart/test-helpers.js';

let t: TestApp;
let ana: Customer;
let beto: Customer;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createCustomer(t.app.db, t.config.jwtSecret);
  beto = await createCustomer(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

const HOME = {
  label: 'Casa',
  full_name: 'Ana Torres',
  address_line_1: 'Av. Amazonas N24-15',
  address_line_2: 'Edificio Torres, piso 3',
  city: 'Quito',
  state_province_region: 'pichincha',
  postal_zip_code: '170102',
  telephone_number: '099 123 4567',
};
const WORK = { ...HOME, label: 'Obra', city: 'Cuenca', state_province_region: 'Azuay' };

describe('saved addresses without a token', () => {
  it.each([
    ['GET', '/api/profile/addresses'],
    ['POST', '/api/profile/addresses'],
    ['PUT', '/api/profile/addresses/1'],
    ['DELETE', '/api/profile/addresses/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      payload: method === 'GET' || method === 'DELETE' ? undefined : HOME,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('saved addresses', () => {
  it('lists none at first; the first saved is the default, normalized like the checkout', async () => {
    const empty = await send(t.app, ana, 'GET', '/api/profile/addresses');
    expect(empty.json()).toEqual({ addresses: [] });
    const res = await send(t.app, ana, 'POST', '/api/profile/addresses', HOME);
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toEqual({
      id: expect.any(Number),
      ...HOME,
      state_province_region: 'Pichincha',
      telephone_number: '0991234567',
      country_region: 'Ecuador',
      is_default: true,
    });
  });

  it('a new default replaces the old one; the list shows the default first', async () => {
    const work = await send(t.app, ana, 'POST', '/api/profile/addresses', {
      ...WORK,
      is_default: true,
    });
    expect(work.json().address.is_default).toBe(true);
    const list = (await send(t.app, ana, 'GET', '/api/profile/addresses')).json().addresses;
    expect(
      list.map((a: { label: string; is_default: boolean }) => [a.label, a.is_default]),
    ).toEqual([
      ['Obra', true],
      ['Casa', false],
    ]);
  });

  it('PUT edits an address; setting another default moves the flag', async () => {
    const list = (await send(t.app, ana, 'GET', '/api/profile/addresses')).json().addresses;
    const home = list.find((a: { label: string }) => a.label === 'Casa');
    const res = await send(t.app, ana, 'PUT', `/api/profile/addresses/${home.id}`, {
      ...HOME,
      address_line_1: 'Av. 6 de Diciembre N33-42',
      is_default: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toMatchObject({
      address_line_1: 'Av. 6 de Diciembre N33-42',
      is_default: true,
    });
    const after = (await send(t.app, ana, 'GET', '/api/profile/addresses')).json().addresses;
    expect(after.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
    expect(after[0].id).toBe(home.id);
  });

  it('another customer can neither see, edit nor delete them (404)', async () => {
    const [first] = (await send(t.app, ana, 'GET', '/api/profile/addresses')).json().addresses;
    expect((await send(t.app, beto, 'GET', '/api/profile/addresses')).json().addresses).toEqual([]);
    const put = await send(t.app, beto, 'PUT', `/api/profile/addresses/${first.id}`, HOME);
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ error: 'No encontramos esa dirección.', code: 'not_found' });
    const del = await send(t.app, beto, 'DELETE', `/api/profile/addresses/${first.id}`);
    expect(del.statusCode).toBe(404);
  });

  it('deleting the default makes the newest other one the default', async () => {
    const [def] = (await send(t.app, ana, 'GET', '/api/profile/addresses')).json().addresses;
    const res = await send(t.app, ana, 'DELETE', `/api/profile/addresses/${def.id}`);
    expect(res.statusCode).toBe(204);
    const list = (await send(t.app, ana, 'GET', '/api/profile/addresses')).json().addresses;
    expect(list).toHaveLength(1);
    expect(list[0].is_default).toBe(true);
  });

  it.each([
    [{ ...HOME, full_name: '' }, 'full_name', 'Escribe el nombre de quien recibe.'],
    [
      { ...HOME, state_province_region: 'Narnia' },
      'state_province_region',
      'Selecciona una de las 24 provincias del Ecuador.',
    ],
    [
      { ...HOME, postal_zip_code: '12' },
      'postal_zip_code',
      'El código postal debe tener 6 dígitos, por ejemplo 170102.',
    ],
    [
      { ...HOME, telephone_number: '123' },
      'telephone_number',
      'Ingresa un teléfono de Ecuador válido, por ejemplo 0991234567 o 022456789.',
    ],
    [
      { ...HOME, label: 'x'.repeat(41) },
      'label',
      'Este campo no puede tener más de 40 caracteres.',
    ],
  ])('refuses bad input with a Spanish field message (%#)', async (body, field, message) => {
    const res = await send(t.app, ana, 'POST', '/api/profile/addresses', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const have = (await send(t.app, beto, 'GET', '/api/profile/addresses')).json().addresses.length;
    for (let i = have; i < MAX_SAVED_ADDRESSES; i++) {
      expect((await send(t.app, beto, 'POST', '/api/profile/addresses', HOME)).statusCode).toBe(
        201,
      );
    }
    const res = await send(t.app, beto, 'POST', '/api/profile/addresses', HOME);
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors[0]).toContain('hasta 10 direcciones');
  });

  it('an unknown id is 404, a bad id 400', async () => {
    expect((await send(t.app, ana, 'DELETE', '/api/profile/addresses/999999')).statusCode).toBe(
      404,
    );
    expect((await send(t.app, ana, 'DELETE', '/api/profile/addresses/abc')).statusCode).toBe(400);
  });
});
