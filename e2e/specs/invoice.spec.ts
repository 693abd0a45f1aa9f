import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createActiveUser, logIn } from '../support/accounts';
import { fillBilling, VALID_CEDULA } from '../support/billing';
import { productsInStock } from '../support/catalog';
import { fillAddress, fillCard } from '../support/checkout';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/sri-${name}-${page.viewportSize()?.width}.png`, fullPage: true });

test.describe('SRI invoice and order page @responsive', () => {
  test('checkout with a cédula, the order page, the authorized invoice and Volver a comprar', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const user = await createActiveUser(request);
    const [product] = await productsInStock(request, 40);
    await page.goto(`/product/${product!.id}`);
    await page.getByRole('button', { name: `Agregar al carrito: ${product!.name}` }).click();
    await logIn(page, user);

    await page.goto('/cart');
    const cartSummary = page.getByRole('region', { name: 'Resumen del pedido' });
    for (const label of ['Precio normal', 'Descuento', 'Subtotal', 'Envío', 'Total'])
      await expect(cartSummary.getByText(label, { exact: true })).toBeVisible();
    await expect(cartSummary.getByText(/^IVA incluido/)).toBeVisible();
    await page.getByRole('link', { name: 'Verificar compra' }).click();
    await expect(page.getByRole('heading', { name: 'Verificar compra' })).toBeVisible();
    await page.getByRole('radio', { name: /Envío nacional Servientrega/ }).check();
    await fillAddress(page);
    await fillCard(page);

    // A wrong cédula: the rule next to the field, and nothing is charged.
    await fillBilling(page, '1710034066');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByLabel('Número de identificación')).toHaveAccessibleDescription(
      'La cédula no es válida: revise el dígito verificador.',
    );
    await expect(page).toHaveURL(/\/checkout$/);
    await shot(page, 'checkout-error');
    await expectNoA11yViolations(page);
    const before = await page.evaluate(async () => {
      const res = await fetch('/api/orders/get-orders', {
        headers: { Authorization: `JWT ${localStorage.getItem('access')}` },
      });
      return ((await res.json()) as { orders: unknown[] }).orders.length;
    });
    expect(before).toBe(0);

    await page.getByLabel('Número de identificación').fill(VALID_CEDULA);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/thankyou$/);

    await page.goto('/dashboard/payments');
    await page.getByRole('link', { name: 'Ver detalle y factura' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/pedidos\/[^/]+$/);
    const url = page.url();
    // A direct load from the address bar answers the app, not the 404 page.
    await page.goto(url);
    await expect(page.getByRole('heading', { name: /^Pedido/ })).toBeVisible();
    await expect(page.getByRole('link', { name: product!.name })).toBeVisible();
    const money = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect(money.getByText('Subtotal', { exact: true })).toBeVisible();
    await expect(money.getByText(/^IVA incluido/)).toBeVisible();
    await expect(page.getByText('Historial del pedido')).toBeVisible();

    // The simulator authorizes the invoice; the page asks again until it does.
    const invoice = page.getByRole('region', { name: 'Factura electrónica' });
    await expect(invoice.getByText('Autorizada', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(invoice.getByText(/^\d{49}$/)).toBeVisible();
    await expect(invoice.getByText(new RegExp(`Cédula ${VALID_CEDULA}`))).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await shot(page, 'order');

    const download = page.waitForEvent('download');
    await invoice.getByRole('button', { name: 'Descargar factura (PDF)' }).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 4).toString()).toBe('%PDF');
    const transactionId = url.split('/').at(-1)!;
    const pdf = await page.evaluate(async (tx) => {
      const res = await fetch(`/api/orders/${tx}/invoice.pdf`, {
        headers: { Authorization: `JWT ${localStorage.getItem('access')}` },
      });
      return { type: res.headers.get('content-type'), head: (await res.text()).slice(0, 4) };
    }, transactionId);
    expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF' });

    // Volver a comprar: the same items in the cart, then the cart page.
    await page.getByRole('button', { name: 'Volver a comprar' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: product!.name })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /Artículos del carrito de compras \(1\)/ }),
    ).toBeVisible();
  });
});
