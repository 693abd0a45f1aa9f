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

const FULL = {
  address_line_1: 'Av. Amazonas N24-15',
  address_line_2: 'Edificio Torres, piso 3',
  city: 'Quito',
  state_province_region: 'Pichincha',
  zipcode: '170102',
  phone: '0991234567',
  country_region: 'Ecuador',
};

describe('profile without a token', () => {
  it.each([
    ['GET', '/api/profile/user'],
    ['PUT', '/api/profile/update'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: FULL });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('GET /api/profile/user', () => {
  it('answers a blank profile the first time, in the family shape', async () => {
    const res = await send(t.app, ana, 'GET', '/api/profile/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profile: {
        id: expect.any(Number),
        user: ana.id,
        address_line_1: '',
        address_line_2: '',
        city: '',
        state_province_region: '',
        zipcode: '',
        phone: '',
        country_region: 'Ecuador',
      },
    });
    // Asking again does not create a second row.
    const again = await send(t.app, ana, 'GET', '/api/profile/user');
    expect(again.json().profile.id).toBe(res.json().profile.id);
  });
});

describe('PUT /api/profile/update', () => {
  it("updates the user's own profile only", async () => {
    const res = await send(t.app, ana, 'PUT', '/api/profile/update', FULL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ profile: { id: expect.any(Number), user: ana.id, ...FULL } });
    expect((await send(t.app, ana, 'GET', '/api/profile/user')).json().profile).toMatchObject(FULL);
    const other = (await send(t.app, beto, 'GET', '/api/profile/user')).json().profile;
    expect(other).toMatchObject({ user: beto.id, address_line_1: '', city: '' });
  });

  it('changes the first and last name when sent', async () => {
    const res = await send(t.app, beto, 'PUT', '/api/profile/update', {
      ...FULL,
      first_name: ' Roberto ',
      last_name: 'Zambrano',
    });
    expect(res.statusCode).toBe(200);
    const me = (await send(t.app, beto, 'GET', '/auth/users/me/')).json();
    expect(me).toMatchObject({ first_name: 'Roberto', last_name: 'Zambrano' });
  });

  it('requires every family field and limits the lengths', async () => {
    const { city: _city, ...withoutCity } = FULL;
    const missing = await send(t.app, ana, 'PUT', '/api/profile/update', withoutCity);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ city: ['This field is required.'] });

    const long = await send(t.app, ana, 'PUT', '/api/profile/update', {
      ...FULL,
      zipcode: '1'.repeat(21),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ zipcode: ['Ensure this field has no more than 20 characters.'] });

    const blankName = await send(t.app, ana, 'PUT', '/api/profile/update', {
      ...FULL,
      first_name: '  ',
    });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json()).toEqual({ first_name: ['This field may not be blank.'] });
  });

  it('accepts blank optional lines, as the family does', async () => {
    const res = await send(t.app, ana, 'PUT', '/api/profile/update', {
      ...FULL,
      address_line_2: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.address_line_2).toBe('');
  });
});
