import type { Page } from '@playwright/test';
import { createActiveUser, logIn } from '../support/accounts';
import { fillBilling } from '../support/billing';
import { productsInStock } from '../support/catalog';
import { fillAddress } from '../support/checkout';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { png } from '../support/images';
import { createAdministrator } from '../support/staff';

// Issue 31: a bank transfer from the back office settings to the authorized invoice.

const ACCOUNT = {
  bank: 'Banco Pichincha',
  number: '2100123456',
  holder: 'Ferretería El Volt Cía. Ltda.',
  ruc: '1792060346001',
};

const width = (page: Page) => page.viewportSize()?.width ?? 0;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/transfer-${name}-${width(page)}.png`, fullPage: true });

/** "Formas de pago": transfer on, with the shop's account as account 1 (idempotent). */
async function enableTransfer(admin: Page) {
  await admin.goto('/admin/formas-de-pago');
  await expect(admin.getByRole('heading', { name: 'Formas de pago', level: 1 })).toBeVisible();
  const nav = admin.getByRole('navigation', { name: 'Panel de administración' });
  await expect(nav.getByRole('link', { name: 'Formas de pago' })).toBeVisible();
  await admin.getByLabel('Ofrecer transferencia o depósito').check();
  if ((await admin.getByLabel('Banco (cuenta 1)', { exact: true }).count()) === 0)
    await admin.getByRole('button', { name: 'Agregar una cuenta' }).click();
  await admin.getByLabel('Banco (cuenta 1)', { exact: true }).fill(ACCOUNT.bank);
  await admin.getByLabel('Tipo de cuenta (cuenta 1)', { exact: true }).selectOption('corriente');
  await admin.getByLabel('Número de cuenta (cuenta 1)', { exact: true }).fill(ACCOUNT.number);
  await admin.getByLabel('Titular (cuenta 1)', { exact: true }).fill(ACCOUNT.holder);
  await admin.getByLabel('RUC del titular (cuenta 1)', { exact: true }).fill(ACCOUNT.ruc);
  await expectNoHorizontalScroll(admin);
  await expectNoA11yViolations(admin);
  await shot(admin, 'settings');
  await admin.getByRole('button', { name: 'Guardar formas de pago' }).click();
  await expect(admin.getByText(/Guardamos las formas de pago/)).toBeVisible();
}

test.describe('bank transfer: order, receipt, staff confirms, invoice @responsive', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the customer pays by transfer and sees "Pagado" and the authorized invoice', async ({
    page,
    browser,
    request,
  }) => {
    const staff = createAdministrator();
    const staffContext = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: page.viewportSize() ?? undefined,
    });
    const admin = await staffContext.newPage();
    await logIn(admin, staff);
    await enableTransfer(admin);

    // The customer orders by transfer.
    const user = await createActiveUser(request);
    const [product] = await productsInStock(request, 20);
    await page.goto(`/product/${product!.id}`);
    await page.getByRole('button', { name: `Agregar al carrito: ${product!.name}` }).click();
    await logIn(page, user);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Verificar compra' }).click();
    await page.getByRole('radio', { name: /Envío nacional Servientrega/ }).check();
    await fillAddress(page);
    await fillBilling(page);
    await page.getByRole('radio', { name: /Transferencia o depósito bancario/ }).check();
    await expect(page.getByText(/Al confirmar te mostramos las cuentas/)).toBeVisible();
    await expect(page.getByLabel('Número de tarjeta')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/thankyou$/);
    await expect(page.getByText(/^Pendiente de pago\. Te enviamos por correo/)).toBeVisible();

    // Its order page: the status, the exact amount, the reference and the shop's account.
    await page.goto('/dashboard/payments');
    await page.getByRole('link', { name: 'Ver detalle y factura' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/pedidos\/[^/]+$/);
    const transactionId = page.url().split('/').at(-1)!;
    const panel = page.getByRole('region', { name: 'Pago: Pendiente de pago' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(transactionId, { exact: true })).toBeVisible();
    await expect(panel.getByText(/^\$\d+\.\d\d$/).first()).toBeVisible();
    await expect(panel.getByText(`Cuenta corriente ${ACCOUNT.number}`)).toBeVisible();
    await expect(panel.getByText(`${ACCOUNT.holder} · RUC ${ACCOUNT.ruc}`)).toBeVisible();

    // The receipt: a small PNG made here.
    await panel.getByLabel(/Sube tu comprobante/).setInputFiles({
      name: 'comprobante.png',
      mimeType: 'image/png',
      buffer: await png('#e2e8f0'),
    });
    await expect(panel.getByRole('status')).toHaveText(/Recibimos tu comprobante/);
    await expect(panel.getByText('Comprobantes recibidos: 1')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await shot(page, 'order-pending');

    // Staff confirm it in "Pagos por confirmar".
    await admin.goto('/admin/pagos');
    const card = admin
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name: transactionId }) });
    await expect(card.getByRole('button', { name: 'Ver comprobante 1' })).toBeVisible();
    await card.getByLabel('Referencia bancaria').fill('PICH-778812');
    await expectNoHorizontalScroll(admin);
    await expectNoA11yViolations(admin);
    await shot(admin, 'pending');
    await card.getByRole('button', { name: 'Confirmar pago' }).click();
    await expect(admin.getByRole('heading', { name: transactionId })).toHaveCount(0);
    await staffContext.close();

    // The customer's order page: "Pagado", then the invoice the simulator authorizes.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Pago: Pagado' })).toBeVisible();
    const invoice = page.getByRole('region', { name: 'Factura electrónica' });
    await expect(invoice.getByText('Autorizada', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expectNoA11yViolations(page);
    await shot(page, 'order-paid');
  });
});
