import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { TestUser } from './accounts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run createsuperuser` against the running shop's DATA_DIR (it answers over loopback): the
 * shared e2e shop's unless `dataDir` is given.
 */
export function createSuperuser(
  email: string,
  password: string,
  dataDir = process.env.E2E_DATA_DIR,
): string {
  return execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      '--conditions=source',
      'apps/server/src/db/cli.ts',
      'createsuperuser',
      '--email',
      email,
      '--password',
      password,
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
}

/** Fresh credentials for a staff account (not created yet: pass them to createSuperuser). */
export function newStaffUser(): TestUser {
  return {
    email: `jefe.${randomUUID().slice(0, 8)}@elvolt.ec`,
    password: 'Cemento-Gris-2026',
    firstName: 'Administrador',
    lastName: '',
  };
}

/** A new administrator made with createsuperuser (in `dataDir`'s shop), ready for logIn. */
export function createAdministrator(dataDir?: string): TestUser {
  const admin = newStaffUser();
  createSuperuser(admin.email, admin.password, dataDir);
  return admin;
}

/** The "Nuevo producto" form's required fields; the first brand and category are chosen. */
export async function fillProductBasics(
  page: Page,
  p: { name: string; sku: string; price: string; stock: string },
) {
  await page.getByLabel('Nombre', { exact: true }).fill(p.name);
  await page.getByLabel('Código (SKU)').fill(p.sku);
  const data = page.getByRole('group', { name: 'Datos del producto' });
  await data.getByLabel('Marca').selectOption({ index: 1 });
  await data.getByLabel('Categoría').selectOption({ index: 1 });
  await page.getByLabel('Precio (USD, IVA incluido)').fill(p.price);
  await page.getByLabel('Stock (unidades)').fill(p.stock);
  // A new product starts off sale (no photo yet, ADR 081): these tests publish it at once.
  await page.getByLabel('A la venta (visible en la tienda)').check();
}
