import type { Page } from '@playwright/test';
import { logIn, type TestUser } from './accounts';
import { fillBilling } from './billing';
import { expect } from './fixtures';

/** A delivery address in the checkout form (María in Quito unless another is given). */
export async function fillAddress(
  page: Page,
  a = {
    name: 'María Guamán',
    line1: 'Av. Amazonas N24-03 y Colón',
    postalCode: '170143',
    phone: '0991234567',
  },
) {
  await page.getByLabel('Nombre completo').fill(a.name);
  await page.getByLabel('Dirección línea 1').fill(a.line1);
  await page.getByLabel('Ciudad').fill('Quito');
  await page.getByLabel('Provincia').selectOption('Pichincha');
  await page.getByLabel('Código postal').fill(a.postalCode);
  await page.getByLabel('Teléfono').fill(a.phone);
}

/** The sandbox card form: an approved Visa unless another number is given. */
export async function fillCard(
  page: Page,
  number = '4111 1111 1111 1111',
  holder = 'MARIA GUAMAN',
) {
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Nombre en la tarjeta').fill(holder);
}

/**
 * A customer buys one unit of a product: adds it from its page, signs in, pays by card with
 * national Servientrega shipping and invoice data. Returns the new order's transaction id.
 */
export async function buy(page: Page, user: TestUser, productId: number, productName: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: `Agregar al carrito: ${productName}` }).click();
  await logIn(page, user);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Verificar compra' }).click();
  await page.getByRole('radio', { name: /Envío nacional Servientrega/ }).check();
  await fillAddress(page);
  await fillBilling(page);
  await fillCard(page);
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
