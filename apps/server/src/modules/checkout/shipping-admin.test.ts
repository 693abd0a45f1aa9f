import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp } from '../../test/app.js';
import { type Caller, type Callers, openStaffApp, type SeededShipping } from '../../test/staff.js';

let t: TestApp;
let shipping: SeededShipping;
let who: Callers;
beforeAll(async () => ({ t, shipping, who } = await openStaffApp()));
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, caller: Caller, body?: object) =>
  t.app.inject({ method, url, headers: caller.headers, ...(body ? { payload: body } : {}) });

const NEW_OPTION = {
  name: 'Envío Laar Courier Guayaquil',
  price: '5.25',
  time_to_delivery: '1-3 días hábiles',
  min_days: 1,
  max_days: 3,
  free_from: null,
  provinces: ['Guayas', 'Santa Elena'],
  kind: 'delivery',
  is_active: true,
};

describe('role table of /api/admin/shipping-options', () => {
  const table = [
    ['list', 'GET', '/api/admin/shipping-options', undefined],
    ['create', 'POST', '/api/admin/shipping-options', { ...NEW_OPTION, name: '' }],
    ['edit', 'PATCH', '/api/admin/shipping-options/{id}', { time_to_delivery: 'Mismo día' }],
  ] as const;
  it.each(table)('%s: bodega and administrador only', async (_name, method, path, body) => {
    const url = path.replace('{id}', String(shipping.express));
    for (const role of ['anonymous', 'customer', 'ventas', 'bodega', 'administrador'] as const) {
      const res = await inject(method, url, who[role], body);
      if (role === 'anonymous') expect(res.statusCode, role).toBe(401);
      else if (role === 'customer' || role === 'ventas') {
        expect(res.statusCode, role).toBe(403);
        expect(res.json()).toEqual({
          detail: 'You do not have permission to perform this action.',
        });
      } else expect([200, 400], `${role}: ${res.body}`).toContain(res.statusCode);
    }
  });
});

describe('Envíos: create, edit, audit', () => {
  it('creates an option that the checkout then offers in its provinces', async () => {
    const res = await inject('POST', '/api/admin/shipping-options', who.bodega, NEW_OPTION);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...NEW_OPTION, is_active: true });
    const guayas = await t.app.inject('/api/shipping/get-shipping-options?province=Guayas');
    expect(guayas.json().shipping_options.map((o: { name: string }) => o.name)).toContain(
      NEW_OPTION.name,
    );
    const again = await inject('POST', '/api/admin/shipping-options', who.bodega, {
      ...NEW_OPTION,
      name: NEW_OPTION.name.toUpperCase(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ name: ['Ya existe una opción de envío con ese nombre.'] });
  });

  it('edits the price and provinces, audits before and after, and the shop shows it', async () => {
    const res = await inject(
      'PATCH',
      `/api/admin/shipping-options/${shipping.express}`,
      who.bodega,
      { price: '8.00', provinces: ['Pichincha', 'Imbabura'] },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: '8.00', provinces: ['Pichincha', 'Imbabura'] });
    const shop = await t.app.inject('/api/shipping/get-shipping-options?province=Imbabura');
    expect(shop.json().shipping_options).toContainEqual(
      expect.objectContaining({ name: 'Envío express Quito', price: '8.00' }),
    );
    const audit = await inject(
      'GET',
      `/api/admin/audit?entity=shipping_option&entity_id=${shipping.express}`,
      who.administrador,
    );
    expect(audit.json().results[0]).toMatchObject({
      user_email: who.bodega.email,
      action: 'shipping_option.update',
      before: { price: '7.00', provinces: ['Pichincha'] },
      after: { price: '8.00', provinces: ['Pichincha', 'Imbabura'] },
    });
  });

  it('an inactive option leaves the shop and cannot be paid for, but stays in the back office', async () => {
    const id = shipping.galapagos;
    expect(
      (await inject('PATCH', `/api/admin/shipping-options/${id}`, who.bodega, { is_active: false }))
        .statusCode,
    ).toBe(200);
    const shop = await t.app.inject('/api/shipping/get-shipping-options');
    expect(shop.json().shipping_options.map((o: { id: number }) => o.id)).not.toContain(id);
    const list = await inject('GET', '/api/admin/shipping-options', who.bodega);
    expect(list.json().results).toContainEqual(expect.objectContaining({ id, is_active: false }));
    await inject('PATCH', `/api/admin/shipping-options/${id}`, who.bodega, { is_active: true });
  });

  it('answers Spanish field errors and 404 for an unknown option', async () => {
    const bad = await inject('POST', '/api/admin/shipping-options', who.bodega, {
      ...NEW_OPTION,
      name: ' ',
      price: '-1',
      min_days: 5,
      max_days: 2,
      provinces: ['Narnia'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      name: ['Ingresa el nombre.'],
      price: ['Ingresa el precio en dólares, por ejemplo 3.50.'],
      provinces: ['Elige provincias de la lista de las 24 del Ecuador.'],
    });
    const window = await inject(
      'PATCH',
      `/api/admin/shipping-options/${shipping.standard}`,
      who.bodega,
      { min_days: 9 },
    );
    expect(window.statusCode).toBe(400);
    expect(window.json()).toEqual({
      max_days: ['El máximo de días no puede ser menor que el mínimo.'],
    });
    const missing = await inject('PATCH', '/api/admin/shipping-options/999999', who.bodega, {
      price: '1.00',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Esa opción de envío no existe.' });
  });
});
