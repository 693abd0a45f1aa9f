import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createActiveUser, logIn } from '../support/accounts';
import { buy } from '../support/checkout';
import { expect, test } from '../support/fixtures';
import { png } from '../support/images';
import { readOutbox } from '../support/mail';
import { createSuperuser, fillProductBasics, newStaffUser } from '../support/staff';

/** The customer's order progress bar: its step text and how much of it is filled (0..1). */
async function expectProgress(page: Page, step: string, ratio: number) {
  const bar = page.getByRole('progressbar', { name: 'Progreso del pedido' });
  await expect(bar).toHaveAttribute('aria-valuetext', step);
  const filled = await bar.evaluate((el) => {
    const fill = el.firstElementChild as HTMLElement;
    return fill.getBoundingClientRect().width / el.getBoundingClientRect().width;
  });
  expect(filled).toBeCloseTo(ratio, 2);
}

/** A status mail to the customer about the order (the outbox reader sees ASCII parts only). */
const hasMail = (to: string, ...parts: string[]) =>
  readOutbox(to).some((mail) => parts.every((part) => mail.includes(part)));

test.describe('back office journey @responsive', () => {
  test('a product created by staff is found, bought, shipped and followed by its customer', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    // Each width makes its own product, order and tracking number.
    const width = page.viewportSize()?.width ?? 0;
    // Ten letters from a UUID's hex digits (a-p): the fuzzy search must not confuse the word with
    // the other width's (a short word once matched both products).
    const word = `Yaku${randomUUID()
      .replace(/-/g, '')
      .slice(0, 10)
      .replace(/[0-9a-f]/g, (d) => String.fromCharCode(97 + parseInt(d, 16)))}`;
    const name = `Taladro percutor ${word} 750 W`;
    const sku = `TP-${width}-${randomUUID().slice(0, 6).toUpperCase()}`;
    const tracking = `SE-${width}-${randomUUID().slice(0, 6).toUpperCase()}`;

    // createsuperuser, then staff sign in (own browser context) and open the panel.
    const staff = newStaffUser();
    expect(createSuperuser(staff.email, staff.password)).toContain(
      `Administrador ${staff.email} creado.`,
    );
    const staffContext = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: page.viewportSize() ?? undefined,
    });
    const admin = await staffContext.newPage();
    await logIn(admin, staff);
    await admin.getByRole('button', { name: 'Menú de usuario' }).click();
    await admin.getByRole('menuitem', { name: 'Panel de administración' }).click();
    await expect(admin.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
    const nav = admin.getByRole('navigation', { name: 'Panel de administración' });
    for (const label of ['Resumen', 'Pedidos', 'Productos', 'Equipo', 'Registro de cambios'])
      await expect(nav.getByText(label).first()).toBeVisible();

    // Staff create the product, then upload two images from files.
    await nav.getByRole('link', { name: 'Productos' }).click();
    await admin.getByRole('link', { name: 'Nuevo producto' }).click();
    await expect(admin.getByRole('heading', { name: 'Nuevo producto' })).toBeVisible();
    await fillProductBasics(admin, { name, sku, price: '64,90', stock: '5' });
    await admin.getByRole('textbox', { name: 'Descripción' }).click();
    await admin.keyboard.type('Percutor con mandril de 13 mm');
    await admin.getByRole('button', { name: 'Crear producto' }).click();
    await expect(admin.getByText('Producto creado.')).toBeVisible();
    await expect(admin).toHaveURL(/\/admin\/productos\/\d+$/);
    const productId = Number(admin.url().split('/').pop());
    await admin.locator('input[type="file"]').setInputFiles([
      { name: 'frente.png', mimeType: 'image/png', buffer: await png('#d97706') },
      { name: 'lado.png', mimeType: 'image/png', buffer: await png('#1d4ed8') },
    ]);
    await expect(admin.getByText('2 imágenes subidas.')).toBeVisible();
    await expect(
      admin.getByRole('list', { name: 'Imágenes del producto' }).locator('li'),
    ).toHaveCount(2);

    // The shop: the product's page with both images, the search listing, the search box.
    await page.goto(`/product/${productId}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Percutor con mandril de 13 mm')).toBeVisible();
    for (const n of [1, 2])
      await expect(page.getByRole('img', { name: `${name}, imagen ${n} de 2` })).toBeAttached();
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('heading', { name: 'Productos (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByRole('link', { name }).first()).toBeVisible();

    // A customer buys that product by card and follows it on their order view.
    const customer = await createActiveUser(request);
    const transactionId = await buy(page, customer, productId, name);
    await page.goto('/dashboard/payments');
    await page.getByRole('link', { name: 'Ver detalle y factura' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/pedidos/${transactionId}$`));
    await expect(page.getByRole('link', { name })).toBeVisible();
    await expectProgress(page, 'Pedido recibido', 1 / 8);

    // Staff find the order and move it to "En preparación"...
    await nav.getByRole('link', { name: 'Pedidos' }).click();
    await admin.getByRole('searchbox', { name: 'Buscar' }).fill(customer.email);
    await admin.getByRole('button', { name: 'Filtrar' }).click();
    await admin.getByRole('link', { name: transactionId }).click();
    await expect(admin.getByText(name)).toBeVisible();
    await admin.getByRole('button', { name: 'Marcar en preparación' }).click();
    await admin.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText(`Pedido ${transactionId}: En preparación`)).toBeVisible();
    await page.reload();
    await expectProgress(page, 'En preparación', 3 / 8);

    // ...then to "Enviado" with the courier and tracking number.
    await admin.getByRole('button', { name: 'Marcar como enviado' }).click();
    await admin.getByLabel('Empresa de transporte').fill('Servientrega');
    await admin.getByLabel('Número de guía').fill(tracking);
    await admin.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText(`Pedido ${transactionId}: Enviado`)).toBeVisible();
    await expect(admin.getByText(`Transporte: Servientrega · Guía: ${tracking}`)).toBeVisible();
    await staffContext.close();

    // The customer's bar advanced, the courier and tracking number show, the mail arrived.
    await page.reload();
    await expectProgress(page, 'Enviado', 5 / 8);
    const delivery = page.getByRole('region', { name: 'Entrega y pago' });
    await expect(delivery.getByText('Servientrega').first()).toBeVisible();
    await expect(delivery.getByText(`Guía: ${tracking}`)).toBeVisible();
    await expect
      .poll(() =>
        hasMail(customer.email, `Tu pedido ${transactionId}: Enviado`, 'Servientrega', tracking),
      )
      .toBe(true);

    // The customer has no way into the panel: no menu entry, and /admin sends them home.
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await expect(page.getByRole('menuitem', { name: 'Perfil' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Panel de administración' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });
});
