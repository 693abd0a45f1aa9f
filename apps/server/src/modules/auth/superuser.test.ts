import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPath, readLock, tryLock } from '../../db/data-dir-lock.js';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createCustomer } from '../../test/staff.js';
import { createSuperuser, SuperuserInputError } from './superuser.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Cemento-Gris-2026';

describe('createsuperuser', () => {
  it('creates an active administrator who can sign in and open the panel', async () => {
    const made = await createSuperuser(t.app.db, { email: 'Jefe@ElVolt.ec', password: PASSWORD });
    expect(made.created).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { email: 'jefe@elvolt.ec', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `JWT ${login.json().access}` },
    });
    expect(me.json()).toEqual({ id: made.id, email: 'Jefe@ElVolt.ec', role: 'administrador' });
    // The account's own /me names the role, so the web shows "Panel de administración".
    const own = await t.app.inject({
      method: 'GET',
      url: '/auth/users/me/',
      headers: { authorization: `JWT ${login.json().access}` },
    });
    expect(own.json()).toMatchObject({ email: 'Jefe@ElVolt.ec', role: 'administrador' });
  });

  it('promotes an existing account instead of duplicating it, and audits both', async () => {
    const customer = await createCustomer(t.app.db, t.config.jwtSecret);
    const made = await createSuperuser(t.app.db, { email: customer.email, password: PASSWORD });
    expect(made).toMatchObject({ id: customer.id, created: false });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ isActive: true, isStaff: true, role: 'administrador' });
    const admin = await createSuperuser(t.app.db, { email: 'jefe@elvolt.ec', password: PASSWORD });
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/jwt/create/',
      payload: { email: 'jefe@elvolt.ec', password: PASSWORD },
    });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entity=user&entity_id=${customer.id}`,
      headers: { authorization: `JWT ${login.json().access}` },
    });
    expect(admin.created).toBe(false);
    expect(audit.json().results).toEqual([
      expect.objectContaining({
        user_email: 'createsuperuser',
        action: 'staff.promote',
        before: { email: customer.email, role: null, is_active: true },
        after: { email: customer.email, role: 'administrador', is_active: true },
      }),
    ]);
  });

  it('refuses a bad e-mail or a weak password with the reasons', async () => {
    await expect(createSuperuser(t.app.db, { email: 'nadie', password: PASSWORD })).rejects.toThrow(
      SuperuserInputError,
    );
    await expect(
      createSuperuser(t.app.db, { email: 'x@elvolt.ec', password: '1234' }),
    ).rejects.toMatchObject({
      messages: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is too common.',
        'This password is entirely numeric.',
      ],
    });
  });
});

describe('DATA_DIR lock (one process opens the embedded database)', () => {
  it('is exclusive, names its holder, announces the channel and is released', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    const held = tryLock(dir, 'server');
    if ('heldBy' in held) throw new Error('expected the lock');
    expect(tryLock(dir, 'cli')).toEqual({ heldBy: { pid: process.pid, kind: 'server' } });
    held.announce(8123);
    expect(readLock(dir)).toMatchObject({
      port: 8123,
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    held.release();
    expect(readLock(dir)).toBeNull();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    writeFileSync(lockPath(dir), JSON.stringify({ pid: 2 ** 22 + 7, kind: 'server' }));
    const held = tryLock(dir, 'cli');
    expect('heldBy' in held).toBe(false);
    expect(readLock(dir)).toMatchObject({ pid: process.pid, kind: 'cli' });
  });
});

describe('OpenAPI', () => {
  it('documents the admin API', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const p of [
      '/api/admin/orders',
      '/api/admin/orders/{transaction_id}',
      '/api/admin/orders/{transaction_id}/status',
      '/api/admin/products/{id}/stock',
      '/api/admin/audit',
    ])
      expect(Object.keys(doc.paths)).toContain(p);
  });
});
