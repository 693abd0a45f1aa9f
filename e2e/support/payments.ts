import type { Browser, Page } from '@playwright/test';
import { logIn, type TestUser } from './accounts';
import { fillBilling } from './billing';
import { fillAddress } from './checkout';
import { expect, expectNoA11yViolations, expectNoHorizontalScroll } from './fixtures';
import { createAdministrator } from './staff';

// Issue 31: the steps the payment journeys share (transfer, cash on delivery, pay at pickup).

/** The shop's bank account the transfer journey shows the customer. */
export const SHOP_ACCOUNT = {
  bank: 'Banco Pichincha',
  number: '2100123456',
  holder: 'Ferretería El Volt Cía. Ltda.',
  ruc: '1792060346001',
};

/** The delivery option staff enable cash on delivery on (Quito). */
export const COD_SHIPPING = 'Envío estándar Quito y valles';

const width = (page: Page) => page.viewportSize()?.width ?? 0;

/** A full-page screenshot in /tmp named by the journey, the step and the width. */
export const shot = (page: Page, journey: string, name: string) =>
  page.screenshot({ path: `/tmp/${journey}-${name}-${width(page)}.png`, fullPage: true });

/** A new administrator signed in in its own browser context, at the customer's width. */
export async function openBackOffice(browser: Browser, customer: Page) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: customer.viewportSize() ?? undefined,
  });
  const admin = await context.newPage();
  await logIn(admin, createAdministrator());
  return { admin, close: () => context.close() };
}

/**
 * "Formas de pago": every method paid later switched on, the same way by every journey (the
 * settings are the shop's, shared by journeys that may run at once): transfer with the shop's
 * account as account 1, cash on delivery in Pichincha on COD_SHIPPING, pay at pickup.
 */
export async function enableLaterPayments(admin: Page, journey: string) {
  await admin.goto('/admin/formas-de-pago');
  await expect(admin.getByRole('heading', { name: 'Formas de pago', level: 1 })).toBeVisible();
  const nav = admin.getByRole('navigation', { name: 'Panel de administración' });
  await expect(nav.getByRole('link', { name: 'Formas de pago' })).toBeVisible();
  await admin.getByLabel('Ofrecer transferencia o depósito').check();
  if ((await admin.getByLabel('Banco (cuenta 1)', { exact: true }).count()) === 0)
    await admin.getByRole('button', { name: 'Agregar una cuenta' }).click();
  await admin.getByLabel('Banco (cuenta 1)', { exact: true }).fill(SHOP_ACCOUNT.bank);
  await admin.getByLabel('Tipo de cuenta (cuenta 1)', { exact: true }).selectOption('corriente');
  await admin.getByLabel('Número de cuenta (cuenta 1)', { exact: true }).fill(SHOP_ACCOUNT.number);
  await admin.getByLabel('Titular (cuenta 1)', { exact: true }).fill(SHOP_ACCOUNT.holder);
  await admin.getByLabel('RUC del titular (cuenta 1)', { exact: true }).fill(SHOP_ACCOUNT.ruc);
  await admin.getByLabel('Ofrecer pago contra entrega').check();
  const provinces = admin.getByRole('group', { name: 'Provincias donde se ofrece' });
  await provinces.getByLabel('Pichincha', { exact: true }).check();
  const options = admin.getByRole('group', { name: 'Opciones de envío' });
  await options.getByLabel(COD_SHIPPING, { exact: true }).check();
  await admin.getByLabel('Ofrecer pago al retirar').check();
  await expectNoHorizontalScroll(admin);
  await expectNoA11yViolations(admin);
  await shot(admin, journey, 'settings');
  await admin.getByRole('button', { name: 'Guardar formas de pago' }).click();
  await expect(admin.getByText(/Guardamos las formas de pago/)).toBeVisible();
}

/**
 * A customer orders one unit of a product with a method paid later: `shipping` is the
 * option's name (store pickup asks only a name and phone, a delivery the Quito address), then
 * the invoice data and the method, whose `note` the checkout shows. Ends on the thank-you page.
 */
export async function placeLaterOrder(
  page: Page,
  order: {
    product: { id: number; name: string };
    shipping: string;
    method: { choice: RegExp; note: string | RegExp };
    /** Signs in after adding the product (a guest cart joins the account's). */
    logInAs?: TestUser;
  },
) {
  const { product, shipping, method } = order;
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: `Agregar al carrito: ${product.name}` }).click();
  if (order.logInAs) await logIn(page, order.logInAs);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Verificar compra' }).click();
  await page.getByRole('radio', { name: new RegExp(shipping) }).check();
  if (/Retiro en tienda/.test(shipping)) {
    await page.getByLabel('Nombre completo').fill('María Guamán');
    await page.getByLabel('Teléfono').fill('0991234567');
    await fillBilling(page);
    await page.getByLabel('Dirección', { exact: true }).fill('Cumbayá, Quito');
  } else {
    await fillAddress(page);
    await fillBilling(page);
  }
  await page.getByRole('radio', { name: method.choice }).check();
  await expect(page.getByText(method.note)).toBeVisible();
  await expect(page.getByLabel('Número de tarjeta')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/thankyou$/);
}

/** The customer's newest order page, from the payment history; answers its transaction id. */
export async function openNewestOrder(page: Page) {
  await page.goto('/dashboard/payments');
  await page.getByRole('link', { name: 'Ver detalle y factura' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/pedidos\/[^/]+$/);
  return page.url().split('/').at(-1)!;
}

/** An order's card in the back office's "Pagos por confirmar". */
export async function pendingPaymentCard(admin: Page, transactionId: string) {
  await admin.goto('/admin/pagos');
  const card = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: transactionId }) });
  // The list waits on the server's answer, slow on a busy machine.
  await expect(card).toBeVisible({ timeout: 30_000 });
  return card;
}
