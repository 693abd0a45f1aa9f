import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  STRONG_PASSWORD,
  createActiveUser,
  extractLink,
  getMe,
  logIn,
  post,
} from './auth-test-helpers.js';
import { seedShipping } from '../checkout/test-helpers.js';
import { callers, createProduct, createStaff, placeOrder, type Caller } from '../../test/staff.js';

let t: TestApp;
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await callers(t.app.db, t.config.jwtSecret);
});
afterAll(() => t.close());

const call = (
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });

async function mailTo(to: string) {
  const result = await t.app.db.execute(
    sql`SELECT subject, text FROM mail_queue WHERE lower("to") = lower(${to}) ORDER BY id`,
  );
  return (result as unknown as { rows: { subject: string; text: string }[] }).rows;
}

describe('role boundaries of Clientes, Equipo and the products CSV', () => {
  const csv = 'sku;nombre\n';
  const table: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, object | undefined, string][] =
    [
      ['GET /customers', 'GET', '/api/admin/customers', undefined, 'ventas'],
      ['GET /customers/{id}', 'GET', '/api/admin/customers/CUSTOMER', undefined, 'ventas'],
      [
        'POST /customers/{id}/deactivate',
        'POST',
        '/api/admin/customers/CUSTOMER/activate',
        undefined,
        'ventas',
      ],
      ['GET /staff', 'GET', '/api/admin/staff', undefined, 'administrador'],
      [
        'PATCH /staff/{id}',
        'PATCH',
        '/api/admin/staff/VENTAS',
        { role: 'ventas' },
        'administrador',
      ],
      ['GET /products/export.csv', 'GET', '/api/admin/products/export.csv', undefined, 'bodega'],
    ];
  const expected = (allowed: string, role: string) =>
    role === 'anonymous'
      ? 401
      : role === 'customer'
        ? 403
        : role === 'administrador' || role === allowed
          ? 200
          : 403;

  for (const [name, method, url, payload, allowed] of table) {
    it(`${name}: anonymous 401, customer 403, only ${allowed} (and administrador) 200`, async () => {
      const resolved = url
        .replace('CUSTOMER', String(who.customer.id))
        .replace('VENTAS', String(who.ventas.id));
      for (const role of ['anonymous', 'customer', 'ventas', 'bodega', 'administrador'] as const) {
        const res = await call(who[role], method, resolved, payload);
        expect([role, res.statusCode]).toEqual([role, expected(allowed, role)]);
        if (res.statusCode === 403) expect(res.json()).toEqual({ detail: expect.any(String) });
      }
    });
  }

  it('POST /products/import/preview: bodega and administrador only, and before the body is read', async () => {
    for (const role of ['anonymous', 'customer', 'ventas', 'bodega', 'administrador'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products/import/preview',
        headers: { ...who[role].headers, 'content-type': 'text/csv' },
        payload: csv,
      });
      expect([role, res.statusCode]).toEqual([role, expected('bodega', role)]);
    }
  });
});

describe('Clientes', () => {
  it('lists customers (never staff) with order count and total spent, searches and filters', async () => {
    const shipping = await seedShipping(t.app.db);
    const product = await createProduct(t.app.db, { priceCents: 2_500, quantity: 10 });
    const tx = await placeOrder(t.app, who.customer, [[product, 2]], shipping.standard);

    const list = await call(who.ventas, 'GET', `/api/admin/customers?search=${who.customer.email}`);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      id: who.customer.id,
      email: who.customer.email,
      is_active: true,
      order_count: 1,
    });
    expect(Number(body.results[0].total_spent)).toBeGreaterThan(0);

    const all = await call(who.ventas, 'GET', '/api/admin/customers?page_size=100');
    const emails = all.json().results.map((c: { email: string }) => c.email);
    expect(emails).not.toContain(who.ventas.email);
    expect(emails).not.toContain(who.administrador.email);

    const detail = await call(who.ventas, 'GET', `/api/admin/customers/${who.customer.id}`);
    expect(detail.json().orders).toEqual([
      expect.objectContaining({ transaction_id: tx, status: 'not_processed' }),
    ]);

    const staff = await call(who.ventas, 'GET', `/api/admin/customers/${who.bodega.id}`);
    expect(staff.statusCode).toBe(409);
    expect(staff.json().code).toBe('staff_account');
    expect((await call(who.ventas, 'GET', '/api/admin/customers/999999')).statusCode).toBe(404);
    const bad = await call(who.ventas, 'GET', '/api/admin/customers?active=quizas');
    expect(bad.statusCode).toBe(400);
  });

  it('deactivating ends their sessions at once; activating lets them log in again; audited', async () => {
    const user = await createActiveUser(t.app);
    const tokens = await logIn(t.app, user.email, user.password);
    expect((await getMe(t.app, `JWT ${tokens.access}`)).statusCode).toBe(200);

    const off = await call(who.ventas, 'POST', `/api/admin/customers/${user.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: user.id, is_active: false });
    expect((await getMe(t.app, `JWT ${tokens.access}`)).statusCode).toBe(401);
    const refresh = await post(t.app, '/auth/jwt/refresh/', { refresh: tokens.refresh });
    expect(refresh.statusCode).toBe(401);
    const login = await post(t.app, '/auth/jwt/create/', {
      email: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(401);
    const filtered = await call(
      who.ventas,
      'GET',
      `/api/admin/customers?active=false&search=${user.email}`,
    );
    expect(filtered.json().count).toBe(1);

    const staffOff = await call(
      who.ventas,
      'POST',
      `/api/admin/customers/${who.bodega.id}/deactivate`,
    );
    expect(staffOff.statusCode).toBe(409);

    const on = await call(who.ventas, 'POST', `/api/admin/customers/${user.id}/activate`);
    expect(on.json().is_active).toBe(true);
    await logIn(t.app, user.email, user.password);

    const audit = await call(
      who.administrador,
      'GET',
      `/api/admin/audit?entity=customer&entity_id=${user.id}`,
    );
    expect(audit.json().results.map((a: { action: string }) => a.action)).toEqual([
      'customer.activate',
      'customer.deactivate',
    ]);
  });
});

describe('Equipo', () => {
  it('invites a new e-mail: inactive account with the role, a Spanish invitation, the link sets a password and activates', async () => {
    const email = `nuevo-${Date.now()}@elvolt.ec`;
    const res = await call(who.administrador, 'POST', '/api/admin/staff', {
      email,
      role: 'ventas',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      invited: true,
      member: { email, role: 'ventas', is_active: false },
    });

    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('Te invitaron al equipo de Ferretería El Volt');
    expect(mail!.text).toContain('Ventas');
    // The link opens "Crea tu contraseña" and carries the e-mail it signs in with (issue 33).
    const link = extractLink(mail!.text, 'invitacion');
    expect(link.url.startsWith('http://')).toBe(true);
    expect(mail!.text).toContain(`${link.url}?email=${encodeURIComponent(email)}`);
    const confirm = await post(t.app, '/auth/users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      new_password: STRONG_PASSWORD,
      re_new_password: STRONG_PASSWORD,
    });
    expect(confirm.statusCode).toBe(204);
    const tokens = await logIn(t.app, email, STRONG_PASSWORD);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `JWT ${tokens.access}` },
    });
    expect(me.json()).toMatchObject({ email, role: 'ventas' });
    // Used once.
    const again = await post(t.app, '/auth/users/reset_password_confirm/', {
      uid: link.uid,
      token: link.token,
      new_password: `${STRONG_PASSWORD}x`,
      re_new_password: `${STRONG_PASSWORD}x`,
    });
    expect(again.statusCode).toBe(400);

    const list = await call(who.administrador, 'GET', `/api/admin/staff?search=${email}`);
    expect(list.json().results).toEqual([expect.objectContaining({ email, is_active: true })]);
  });

  it('gives an existing account the role (with a notice); refuses a team member and bad input in Spanish', async () => {
    const user = await createActiveUser(t.app);
    const res = await call(who.administrador, 'POST', '/api/admin/staff', {
      email: user.email.toUpperCase(),
      role: 'bodega',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      invited: false,
      member: { id: user.id, role: 'bodega', is_active: true },
    });
    expect((await mailTo(user.email)).map((m) => m.subject)).toContain(
      'Ahora formas parte del equipo de Ferretería El Volt',
    );
    const twice = await call(who.administrador, 'POST', '/api/admin/staff', {
      email: user.email,
      role: 'ventas',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ email: ['Este correo ya pertenece a un miembro del equipo.'] });
    const bad = await call(who.administrador, 'POST', '/api/admin/staff', {
      email: 'no-es-correo',
      role: 'jefe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      email: ['Escribe un correo electrónico válido.'],
      role: ['Elige un rol: administrador, ventas o bodega.'],
    });
  });

  it('changes a role, deactivates (sessions end) and removes from the team; audited', async () => {
    const member = await createStaff(t.app.db, t.config.jwtSecret, 'ventas');
    const patch = await call(who.administrador, 'PATCH', `/api/admin/staff/${member.id}`, {
      role: 'bodega',
    });
    expect(patch.json()).toMatchObject({ id: member.id, role: 'bodega' });
    const stock = await call(member, 'GET', '/api/admin/products/export.csv');
    expect(stock.statusCode).toBe(200);
    expect((await call(member, 'GET', '/api/admin/orders')).statusCode).toBe(403);

    const off = await call(who.administrador, 'PATCH', `/api/admin/staff/${member.id}`, {
      is_active: false,
    });
    expect(off.json().is_active).toBe(false);
    expect((await call(member, 'GET', '/api/admin/me')).statusCode).toBe(401);

    const removed = await call(who.administrador, 'DELETE', `/api/admin/staff/${member.id}`);
    expect(removed.statusCode).toBe(204);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ isStaff: false, role: null });
    expect(
      (await call(who.administrador, 'DELETE', `/api/admin/staff/${member.id}`)).statusCode,
    ).toBe(404);

    const audit = await call(
      who.administrador,
      'GET',
      `/api/admin/audit?entity=user&entity_id=${member.id}`,
    );
    expect(audit.json().results[0]).toMatchObject({
      action: 'staff.remove',
      before: { role: 'bodega', is_active: false },
      after: { role: null },
    });
  });

  it('keeps the last active administrador: no self-demotion, deactivation or removal (409, Spanish)', async () => {
    const fresh = await createTestApp();
    const { app } = fresh;
    try {
      const admin = await createStaff(app.db, fresh.config.jwtSecret, 'administrador');
      const req = (method: 'PATCH' | 'DELETE', payload?: object) =>
        app.inject({
          method,
          url: `/api/admin/staff/${admin.id}`,
          headers: admin.headers,
          ...(payload ? { payload } : {}),
        });
      for (const res of [
        await req('PATCH', { role: 'ventas' }),
        await req('PATCH', { is_active: false }),
        await req('DELETE'),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error:
            'No puedes quitar el rol, desactivar ni retirar al último administrador activo: nombra antes a otro administrador.',
          code: 'last_administrator',
        });
      }
      // With a second administrador, stepping down is allowed.
      await createStaff(app.db, fresh.config.jwtSecret, 'administrador');
      const down = await req('PATCH', { role: 'ventas' });
      expect(down.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
