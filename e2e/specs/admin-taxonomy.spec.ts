import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { createActiveUser, logIn, type TestUser } from '../support/accounts';
import { productsInStock } from '../support/catalog';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A 1x1 PNG, for the logo upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function newAdministrator(): Promise<TestUser> {
  const staff: TestUser = {
    email: `taxonomia.${randomUUID().slice(0, 8)}@elvolt.ec`,
    password: 'Cemento-Gris-2026',
    firstName: 'Administrador',
    lastName: '',
  };
  execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [
      '--conditions=source',
      'apps/server/src/db/cli.ts',
      'createsuperuser',
      '--email',
      staff.email,
      '--password',
      staff.password,
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, encoding: 'utf8' },
  );
  return staff;
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `/tmp/taxonomy-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });

async function tokenOf(request: APIRequestContext, user: TestUser) {
  const login = await request.post('/auth/jwt/create/', {
    data: { email: user.email, password: user.password },
  });
  return ((await login.json()) as { access: string }).access;
}

test.describe('back office categories, brands and coupons @responsive', () => {
  test('a new subcategory reaches the shop filter; a brand gets a logo', async ({ page }) => {
    test.setTimeout(300_000);
    const staff = await newAdministrator();
    const tag = randomUUID().slice(0, 6);
    const top = `Riego ${tag}`;
    const sub = `Aspersores ${tag}`;
    await logIn(page, staff);

    // Loaded from the address bar, not only through the menu.
    await page.goto('/admin/categorias');
    await expect(page.getByRole('heading', { name: 'Categorías', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Categorías' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    await page.getByRole('button', { name: 'Crear categoría' }).click();
    await expect(page.getByText('Escribe el nombre de la categoría.')).toBeVisible();
    await page.getByLabel('Nombre').fill(top);
    await page.getByRole('button', { name: 'Crear categoría' }).click();
    await expect(page.getByText(`Categoría «${top}» creada.`)).toBeVisible();

    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    await page.getByLabel('Nombre').fill(sub);
    await page.getByLabel('Categoría superior').selectOption({ label: top });
    await page.getByRole('button', { name: 'Crear categoría' }).click();
    await expect(page.getByText(`Categoría «${sub}» creada.`)).toBeVisible();
    const subRow = page
      .getByRole('list', { name: 'Categorías' })
      .getByRole('listitem')
      .filter({ hasText: sub });
    await expect(subRow).toContainText(`aspersores-${tag}`);
    await expectNoA11yViolations(page);
    await shot(page, 'categorias');

    // A category with a subcategory cannot be deleted: the Spanish reason comes back.
    await page.getByRole('button', { name: `Eliminar la categoría ${top}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(
      page.getByText(/No se puede eliminar: la usan 0 producto\(s\) y tiene 1/),
    ).toBeVisible();

    // Marcas: create one and give it a logo.
    const nav = page.getByRole('navigation', { name: 'Panel de administración' });
    await nav.getByRole('link', { name: 'Marcas' }).click();
    await expect(page.getByRole('heading', { name: 'Marcas', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Nueva marca' }).click();
    await page.getByLabel('Nombre').fill(`Rain Bird ${tag}`);
    await page.getByRole('button', { name: 'Crear marca' }).click();
    await expect(page.getByText(`Marca «Rain Bird ${tag}» creada.`)).toBeVisible();
    await page.getByRole('button', { name: `Editar la marca Rain Bird ${tag}` }).click();
    const logoInput = page.getByLabel(/Logotipo \(PNG, JPEG o WebP/);
    await logoInput.setInputFiles({
      name: 'nota.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await page.getByRole('button', { name: 'Subir logotipo' }).click();
    await expect(page.getByText('El logotipo debe ser una imagen PNG, JPEG o WebP.')).toBeVisible();
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Subir logotipo' }).click();
    await expect(page.getByText(`Logotipo de «Rain Bird ${tag}» actualizado.`)).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `Rain Bird ${tag}` })
        .getByRole('img'),
    ).toHaveAttribute('src', /^\/media\/brands\/rain-bird-.*\.webp$/);
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await shot(page, 'marcas');

    // The shop's category filter shows the new subcategory (the catalogue cache was emptied).
    await page.goto('/shop');
    await expect(page.getByRole('heading', { name: 'Filtro de Productos' })).toBeVisible();
    const desktop = (page.viewportSize()?.width ?? 0) >= 1024;
    if (!desktop) await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = desktop
      ? page.getByRole('complementary', { name: 'Filtros de productos' })
      : page.getByRole('dialog', { name: 'Filtros' });
    await expect(panel.getByRole('radio', { name: top })).toBeVisible();
    await expect(panel.getByRole('radio', { name: sub })).toBeVisible();
  });

  test('a coupon made in the panel discounts the totals; deactivated it is refused', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const staff = await newAdministrator();
    const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
    const customer = await createActiveUser(request);
    const access = await tokenOf(request, customer);
    const auth = { authorization: `JWT ${access}` };
    const [product] = await productsInStock(request, 1);
    const added = await request.post('/api/cart/add-item', {
      headers: auth,
      data: { product_id: product!.id },
    });
    expect(added.status()).toBe(201);
    const totals = () =>
      request.get(`/api/payment/get-payment-total?shipping_id=0&coupon_name=${code}`, {
        headers: auth,
      });

    await logIn(page, staff);
    await page.goto('/admin/cupones');
    await expect(page.getByRole('heading', { name: 'Cupones', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo cupón' }).click();
    await page.getByLabel('Código').fill(code);
    await page.getByLabel('Porcentaje (1 a 100)').fill('150');
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    await expect(page.getByText('El porcentaje debe estar entre 1 y 100.')).toBeVisible();
    await page.getByLabel('Porcentaje (1 a 100)').fill('10');
    await page.getByLabel('Compra mínima (USD)').fill('0');
    await expectNoA11yViolations(page);
    await shot(page, 'cupon-form');
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    await expect(page.getByText(`Cupón ${code} creado.`)).toBeVisible();
    const row = page
      .getByRole('list', { name: 'Cupones' })
      .getByRole('listitem')
      .filter({ hasText: code });
    await expect(row.getByText('Activo', { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await shot(page, 'cupones');

    const discounted = await totals();
    expect(discounted.status()).toBe(200);
    const body = (await discounted.json()) as {
      original_price: string;
      total_after_coupon: string;
    };
    expect(Number(body.total_after_coupon)).toBeCloseTo(Number(body.original_price) * 0.9, 2);

    await row.getByRole('button', { name: `Desactivar el cupón ${code}` }).click();
    await expect(page.getByText(`Cupón ${code} desactivado.`)).toBeVisible();
    await expect(row.getByText('Inactivo', { exact: true })).toBeVisible();
    const refused = await totals();
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'This coupon has expired',
      code: 'coupon_invalid',
    });

    // The customer's checkout says so in Spanish.
    await page.evaluate(() => localStorage.clear());
    await logIn(page, customer);
    await page.goto('/checkout');
    await page.getByLabel('Cupón de descuento').fill(code);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('El cupón ha expirado.')).toBeVisible();
  });
});
