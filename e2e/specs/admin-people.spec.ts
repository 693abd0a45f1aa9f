import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { createActiveUser, logIn } from '../support/accounts';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { waitForMailLink } from '../support/mail';
import { createAdministrator } from '../support/staff';

async function newPage(browser: Browser, like: Page) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: like.viewportSize() ?? undefined,
  });
  return context.newPage();
}

const width = (page: Page) => page.viewportSize()?.width;

/**
 * The row of `email` in Equipo's list, paging on: the list shows administrators first, twenty a
 * page, and every e2e test adds one to the shared shop.
 */
async function memberRow(page: Page, email: string) {
  const list = page.getByRole('list', { name: 'Miembros del equipo' });
  const row = list.getByRole('listitem').filter({ hasText: email });
  const next = page
    .getByRole('navigation', { name: 'Paginación' })
    .getByRole('button', { name: 'Siguiente' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  for (let i = 0; i < 50 && (await row.count()) === 0; i++) {
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    const first = (await list.getByRole('listitem').first().textContent()) ?? '';
    await next.click();
    await expect(list.getByRole('listitem').first()).not.toHaveText(first);
  }
  return row;
}

test.describe('Clientes, Equipo e Importar/Exportar @responsive', () => {
  test('an administrador invites a ventas member who sets a password and sees only the ventas sections', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = createAdministrator();
    await logIn(page, admin);
    // A direct load of the new screen.
    await page.goto('/admin/equipo');
    await expect(page.getByRole('heading', { name: 'Equipo', level: 1 })).toBeVisible();
    // Its own row, maybe past the first page (memberRow pages on).
    await expect(await memberRow(page, admin.email)).toContainText('(tú)');

    const email = `ventas.${randomUUID().slice(0, 8)}@elvolt.ec`;
    await page.getByRole('button', { name: 'Invitar' }).click();
    await expect(page.getByText('Indica un correo electrónico.')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill(email);
    // The least powerful role is the default (issue 33).
    await expect(page.getByLabel('Rol', { exact: true })).toHaveValue('bodega');
    await page.getByLabel('Rol', { exact: true }).selectOption('ventas');
    await page.getByRole('button', { name: 'Invitar' }).click();
    await expect(page.getByText(`Invitación enviada a ${email}.`)).toBeVisible();
    const row = await memberRow(page, email);
    await expect(row.getByText('Invitación pendiente')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/people-equipo-${width(page)}.png`, fullPage: true });

    // The invitation arrives; its link opens "Crea tu contraseña", which ends in the panel.
    const link = await waitForMailLink(email, /https?:\/\/[^\s"<>]+\/invitacion\/[^\s"<>]+/);
    const member = await newPage(browser, page);
    await member.goto(link);
    await expect(member.getByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
    const password = 'Martillo-Rojo-2026';
    await member.getByLabel('Contraseña', { exact: true }).fill(password);
    await member.getByLabel('Repetir contraseña').fill(password);
    await member.getByRole('button', { name: 'Crear contraseña y entrar' }).click();
    await expect(member).toHaveURL(/\/admin$/);
    await expect(member.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
    const nav = member.getByRole('navigation', { name: 'Panel de administración' });
    await expect(nav.getByRole('link', { name: 'Pedidos' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Clientes' })).toBeVisible();
    for (const hidden of ['Equipo', 'Registro de cambios', 'Productos', 'Importar/Exportar'])
      await expect(nav.getByText(hidden, { exact: true })).toHaveCount(0);
    await member.context().close();

    // The administrador changes the new member's role; the list says so.
    await page.reload();
    await (
      await memberRow(page, email)
    )
      .getByRole('combobox', { name: `Rol de ${email}` })
      .selectOption('bodega');
    await expect(page.getByText(`${email} ahora tiene el rol Bodega.`)).toBeVisible();
  });

  test('staff find a customer, see their orders and deactivate the account', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = createAdministrator();
    const customer = await createActiveUser(request);
    await logIn(page, admin);
    await page.goto('/admin/clientes');
    await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(customer.email);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('link', { name: customer.email })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/people-clientes-${width(page)}.png`, fullPage: true });

    await page.getByRole('link', { name: customer.email }).click();
    await expect(page.getByRole('heading', { name: customer.email })).toBeVisible();
    await expect(page.getByText('Este cliente todavía no ha hecho pedidos.')).toBeVisible();
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Desactivar cuenta' }).click();
    await expect(page.getByText('Cuenta desactivada: sus sesiones se cerraron.')).toBeVisible();
    await expect(page.getByText('Desactivada', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activar cuenta' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/people-cliente-${width(page)}.png`, fullPage: true });

    const login = await request.post('/auth/jwt/create/', {
      data: { email: customer.email, password: customer.password },
    });
    expect(login.status()).toBe(401);
  });

  test('the catalogue exports as CSV; a small import previews its errors, then applies', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const admin = createAdministrator();
    await logIn(page, admin);
    await page.goto('/admin/productos/importar');
    await expect(
      page.getByRole('heading', { name: 'Importar y exportar productos' }),
    ).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = readFileSync((await download.path())!, 'utf8');
    expect(
      exported.startsWith(
        '\uFEFFsku;nombre;marca;categoria;precio;precio_anterior;iva;stock;activo;descripcion',
      ),
    ).toBe(true);
    const [, brand, category] = /^[^;]+;[^;]*;([^;]+);([^;]+);/m.exec(exported.split('\r\n')[1]!)!;

    const sku = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
    const bad = `sku;nombre;marca;categoria;precio;iva;stock\n${sku};Llave de paso 1/2";${brand};${category};abc;12;5\n`;
    await page.getByLabel('Archivo CSV').setInputFiles({
      name: 'malo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad),
    });
    await expect(page.getByText('1 con errores')).toBeVisible();
    await expect(
      page.getByText('El precio "abc" no es un importe válido (por ejemplo 12.50).'),
    ).toBeVisible();
    await expect(page.getByText('El IVA "12" no es válido: usa 0, 5 o 15.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aplicar cambios' })).toBeDisabled();

    const good = `sku,nombre,marca,categoria,precio,iva,stock\n${sku},"Llave de paso 1/2""",${brand},${category},"8,75",15,5\n`;
    await page.getByLabel('Archivo CSV').setInputFiles({
      name: 'bueno.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(good),
    });
    await expect(page.getByText('1 por crear')).toBeVisible();
    await expect(page.getByText('0 con errores')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/people-importar-${width(page)}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Aplicar cambios' }).click();
    await expect(
      page.getByText('Importación aplicada: 1 creados, 0 actualizados, 0 sin cambios.'),
    ).toBeVisible();

    // Written once: the export now carries it, with the stock of the file.
    const line = await page.evaluate(async (code) => {
      const res = await fetch('/api/admin/products/export.csv', {
        headers: { Authorization: `JWT ${localStorage.getItem('access')}` },
      });
      return (await res.text()).split('\r\n').find((l) => l.startsWith(`${code};`));
    }, sku);
    // No "activo" column: created off sale until staff publish it (no photo yet, ADR 081).
    expect(line).toContain(';8.75;0.00;15;5;no;');

    // A second file changes it: the preview shows each changed field old -> new (issue 33).
    const change = `sku;precio;activo\n${sku};9,10;sí\n`;
    await page.getByLabel('Archivo CSV').setInputFiles({
      name: 'cambio.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(change),
    });
    await expect(page.getByText('1 por actualizar')).toBeVisible();
    const changes = page.getByRole('list', { name: 'Cambios' });
    await expect(changes.getByRole('listitem')).toHaveText([
      'Precio: 8.75 → 9.10',
      'Activo: no → sí',
    ]);
    await expectNoA11yViolations(page);
  });
});
