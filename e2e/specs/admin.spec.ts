import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createActiveUser, logIn, type TestUser } from '../support/accounts';
import { fillBilling } from '../support/billing';
import { productsInStock } from '../support/catalog';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { readOutbox } from '../support/mail';
import { createSuperuser } from '../support/staff';

async function buy(page: Page, user: TestUser, productId: number, productName: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: `Agregar al carrito: ${productName}` }).click();
  await logIn(page, user);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Verificar compra' }).click();
  await page.getByRole('radio', { name: /Envío nacional Servientrega/ }).check();
  await page.getByLabel('Nombre completo').fill('María Guamán');
  await page.getByLabel('Dirección línea 1').fill('Av. Amazonas N24-03 y Colón');
  await page.getByLabel('Ciudad').fill('Quito');
  await page.getByLabel('Provincia').selectOption('Pichincha');
  await page.getByLabel('Código postal').fill('170143');
  await page.getByLabel('Teléfono').fill('0991234567');
  await fillBilling(page);
  await page.getByLabel('Número de tarjeta').fill('4111 1111 1111 1111');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Nombre en la tarjeta').fill('MARIA GUAMAN');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/thankyou$/);
  const orders = await page.evaluate(async () => {
    const res = await fetch('/api/orders/get-orders', {
      headers: { Authorization: `JWT ${localStorage.getItem('access')}` },
    });
    return (await res.json()) as { orders: { transaction_id: string }[] };
  });
  return orders.orders[0]!.transaction_id;
}

const progressRatio = (page: Page) =>
  page
    .getByRole('progressbar')
    .first()
    .evaluate((el) => {
      const fill = el.firstElementChild as HTMLElement;
      return fill.getBoundingClientRect().width / el.getBoundingClientRect().width;
    });

test.describe('back office @responsive', () => {
  test('staff created by createsuperuser ship a customer order; the customer sees it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const staff: TestUser = {
      email: `jefe.${randomUUID().slice(0, 8)}@elvolt.ec`,
      password: 'Cemento-Gris-2026',
      firstName: 'Administrador',
      lastName: '',
    };
    expect(createSuperuser(staff.email, staff.password)).toContain(
      `Administrador ${staff.email} creado.`,
    );

    // A customer buys, and cannot open the panel.
    const customer = await createActiveUser(request);
    const [product] = await productsInStock(request, 30);
    const transactionId = await buy(page, customer, product!.id, product!.name);
    await page.goto('/admin/pedidos');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await expect(page.getByRole('menuitem', { name: 'Perfil' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Panel de administración' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Staff find the order and move it to "Enviado" with a tracking number.
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
    await nav.getByRole('link', { name: 'Pedidos' }).click();
    await admin.getByRole('searchbox', { name: 'Buscar' }).fill(customer.email);
    await admin.getByRole('button', { name: 'Filtrar' }).click();
    await expect(admin.getByRole('link', { name: transactionId })).toBeVisible();
    await expectNoHorizontalScroll(admin);
    await expectNoA11yViolations(admin);
    await admin.screenshot({ path: `/tmp/admin-orders-${admin.viewportSize()?.width}.png` });
    await admin.getByRole('link', { name: transactionId }).click();

    await admin.getByRole('button', { name: 'Marcar en preparación' }).click();
    await admin.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText(`Pedido ${transactionId}: En preparación`)).toBeVisible();

    await admin.getByRole('button', { name: 'Marcar como enviado' }).click();
    await admin.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText('Indica el número de guía.')).toBeVisible();
    await admin.getByLabel('Empresa de transporte').fill('Servientrega');
    await admin.getByLabel('Número de guía').fill('SE-20261123');
    await expectNoA11yViolations(admin);
    await admin.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText(`Pedido ${transactionId}: Enviado`)).toBeVisible();
    await expect(admin.getByText('Transporte: Servientrega · Guía: SE-20261123')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Marcar como entregado' })).toBeVisible();
    await expectNoHorizontalScroll(admin);
    await expectNoA11yViolations(admin);
    await admin.screenshot({
      path: `/tmp/admin-order-${admin.viewportSize()?.width}.png`,
      fullPage: true,
    });
    await staffContext.close();

    // The customer's bar moved to "Enviado" and shows the courier; the e-mail arrived.
    await page.goto('/dashboard/payments');
    await expect(page.getByText(transactionId)).toBeVisible();
    await expect(page.getByText('Guía: SE-20261123')).toBeVisible();
    expect(await progressRatio(page)).toBeCloseTo(5 / 8, 2);
    await expect
      .poll(() =>
        readOutbox(customer.email).some(
          // The outbox reader decodes bytes, not UTF-8: match the ASCII parts of the mail.
          (m) =>
            m.includes(`Tu pedido ${transactionId}: Enviado`) &&
            m.includes('Servientrega') &&
            m.includes('SE-20261123'),
        ),
      )
      .toBe(true);
  });
});
