import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createActiveUser, logIn, type TestUser } from '../support/accounts';
import { buyOne, tokenOf } from '../support/api-checkout';
import { productsInStock } from '../support/catalog';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { createSuperuser } from '../support/staff';

const usd = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

async function check(page: Page, name: string) {
  await expectNoHorizontalScroll(page);
  // The layout clips sideways overflow, so also check that no section sticks out of the screen.
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main section, main li, main form')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(outside).toEqual([]);
  await expectNoA11yViolations(page);
  await page.screenshot({
    path: `/tmp/admin-inventory-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
}

test.describe('back office Resumen, Inventario, Registro de cambios @responsive', () => {
  test('administrador reads Resumen, adjusts stock with a reason and sees the movement', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const admin: TestUser = {
      email: `inventario.${randomUUID().slice(0, 8)}@elvolt.ec`,
      password: 'Cemento-Gris-2026',
      firstName: 'Administrador',
      lastName: '',
    };
    createSuperuser(admin.email, admin.password);

    // A sale today, so Resumen has figures and the ledger a "Venta".
    const products = await productsInStock(request, 30);
    const product = products[testInfo.project.name === 'mobile' ? 6 : 7]!;
    const customer = await createActiveUser(request);
    const transactionId = await buyOne(request, customer, product.id);
    // Resumen, loaded from the address bar.
    await logIn(page, admin);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/summary'));
    await page.goto('/admin');
    const summary = (await (await answer).json()) as {
      sales: { today: { total: string; orders: number } };
    };
    expect(summary.sales.today.orders).toBeGreaterThanOrEqual(1);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible();
    const today = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Hoy' }) });
    await expect(today.getByText(usd(summary.sales.today.total)).first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Ventas diarias de los últimos 30 días/ }),
    ).toBeVisible();
    // Pedidos por preparar lists the ten oldest: the shared e2e shop may hold more than this sale.
    await expect(
      page.getByRole('heading', { level: 2, name: /^Pedidos por preparar \(\d+\)$/ }),
    ).toBeVisible();
    // The customers' WhatsApp button stays in the shop: it would cover the panel's figures.
    await expect(page.getByRole('link', { name: /^Escríbenos por WhatsApp/ })).toHaveCount(0);
    await check(page, 'resumen');

    // Inventario: find the product, add 7 units as a purchase with a note.
    const nav = page.getByRole('navigation', { name: 'Panel de administración' });
    await nav.getByRole('link', { name: 'Inventario' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inventario' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(product.name);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByRole('button', { name: `Movimientos y ajuste de ${product.name}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
    const before = Number(await page.getByTestId('current-stock').textContent());
    const movements = page.getByRole('list', { name: 'Movimientos de stock' });
    await expect(movements.getByRole('link', { name: transactionId })).toBeVisible();

    const change = page.getByLabel('Cambio de unidades');
    await change.fill('-100000');
    await page.getByLabel('Motivo').selectOption('merma');
    await page.getByRole('button', { name: 'Guardar ajuste' }).click();
    await expect(
      page.getByText(`El stock no puede quedar por debajo de cero (hay ${before} unidades).`),
    ).toBeVisible();

    await change.fill('7');
    await page.getByLabel('Motivo').selectOption('compra');
    await page.getByLabel('Nota (opcional)').fill('Factura 001-002-345');
    await page.getByRole('button', { name: 'Guardar ajuste' }).click();
    await expect(
      page.getByText(`${product.name}: +7 (compra). Stock actual: ${before + 7}.`),
    ).toBeVisible();
    await expect(page.getByTestId('current-stock')).toHaveText(String(before + 7));
    const bought = movements.getByRole('listitem').first();
    await expect(bought).toContainText('Compra +7');
    await expect(bought).toContainText(`Queda: ${before + 7}`);
    await expect(bought).toContainText('«Factura 001-002-345»');
    await check(page, 'inventario');

    // Registro de cambios, loaded from the address bar: the adjustment, before and after.
    await page.goto('/admin/registro');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registro de cambios' }),
    ).toBeVisible();
    await page.getByLabel('Entidad', { exact: true }).fill('product');
    await page.getByLabel('ID de la entidad').fill(String(product.id));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const diff = page
      .getByRole('table', { name: `Stock ajustado: Producto #${product.id}` })
      .first();
    await expect(diff.getByRole('row', { name: `Stock ${before} ${before + 7}` })).toBeVisible();
    await expect(diff.getByRole('row', { name: /Motivo — compra/ })).toBeVisible();
    await check(page, 'registro');
  });

  test('a bodega member sees only the warehouse sections', async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin: TestUser = {
      email: `jefe-bodega.${randomUUID().slice(0, 8)}@elvolt.ec`,
      password: 'Cemento-Gris-2026',
      firstName: 'Administrador',
      lastName: '',
    };
    createSuperuser(admin.email, admin.password);
    const adminHeaders = await tokenOf(request, admin);
    // A bodega member (given the role through Equipo's API) sees only the warehouse sections.
    const member = await createActiveUser(request);
    const invited = await request.post('/api/admin/staff', {
      headers: adminHeaders,
      data: { email: member.email, role: 'bodega' },
    });
    expect(invited.status()).toBe(201);
    const warehouse = page;
    await logIn(warehouse, member);
    await warehouse.goto('/admin');
    const bodegaNav = warehouse.getByRole('navigation', { name: 'Panel de administración' });
    await expect(bodegaNav.getByRole('link', { name: 'Inventario' })).toBeVisible();
    await expect(bodegaNav.getByText('Pedidos')).toHaveCount(0);
    await expect(bodegaNav.getByText('Registro de cambios')).toHaveCount(0);
    await expect(warehouse.getByRole('heading', { name: 'Pedidos por preparar' })).toBeVisible();
    await expect(warehouse.getByRole('heading', { name: 'Hoy' })).toHaveCount(0);
    await warehouse.goto('/admin/inventario');
    await expect(warehouse.getByRole('heading', { level: 1, name: 'Inventario' })).toBeVisible();
    await warehouse.goto('/admin/registro');
    await expect(
      warehouse.getByRole('heading', { name: 'Sin acceso a esta sección' }),
    ).toBeVisible();
    await check(warehouse, 'bodega');
  });
});
