import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createActiveUser, logIn, type TestUser } from '../support/accounts';
import { fillBilling } from '../support/billing';
import { productsInStock } from '../support/catalog';
import { fillCard } from '../support/checkout';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { createSuperuser } from '../support/staff';

/** A signed-in customer with one product in the cart, on the checkout page. */
async function toCheckout(page: Page, request: APIRequestContext) {
  const user = await createActiveUser(request);
  const [product] = await productsInStock(request, 20);
  await page.goto(`/product/${product!.id}`);
  await page.getByRole('button', { name: `Agregar al carrito: ${product!.name}` }).click();
  await logIn(page, user);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Verificar compra' }).click();
  await expect(page.getByRole('heading', { name: 'Verificar compra' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Retiro en tienda/ })).toBeVisible();
}

const width = (page: Page) => page.viewportSize()?.width ?? 0;

test.describe('shipping by province and store pickup @responsive', () => {
  // Checkout journeys on a shared, busy machine: room beyond the default minute.
  test.describe.configure({ timeout: 180_000 });
  test('store pickup needs no address: the store, its hours and map link, then the order', async ({
    page,
    request,
  }) => {
    await toCheckout(page, request);
    // The delivery window of the default (delivery) option.
    await expect(page.getByText(/^Llega entre el \S+ \d+/).first()).toBeVisible();
    await page.getByRole('radio', { name: /Retiro en tienda - Quito/ }).check();
    await expect(page.getByText(/^Listo para retirar desde el \S+ \d+/)).toBeVisible();
    const store = page.getByText('Retiras tu pedido en Ferretería El Volt').locator('..');
    await expect(store.getByText(/Av\. 10 de Agosto N37-120 y Villalengua/)).toBeVisible();
    await expect(store.getByText('Lunes a viernes: 08:00 a 18:00')).toBeVisible();
    await expect(page.getByRole('link', { name: /Ver la ubicación en el mapa/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org/,
    );
    await expect(page.getByLabel('Dirección línea 1')).toHaveCount(0);
    await expect(page.getByLabel('Código postal')).toHaveCount(0);

    await page.getByLabel('Nombre completo').fill('María Guamán');
    await page.getByLabel('Teléfono').fill('0991234567');
    // The invoice's buyer (the SRI asks above USD 50): no delivery address to copy, so typed.
    await fillBilling(page);
    await page.getByLabel('Dirección', { exact: true }).fill('Cumbayá, Quito');
    await fillCard(page);
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/shipping-pickup-${width(page)}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/thankyou$/);
    await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
  });

  test('Galápagos: the Quito options are disabled with the reason and the server refuses them', async ({
    page,
    request,
  }) => {
    await toCheckout(page, request);
    await page.getByLabel('Provincia').selectOption('Galápagos');
    const express = page.getByRole('radio', { name: /Envío express Quito/ });
    await expect(express).toBeDisabled();
    await expect(page.getByRole('radio', { name: /Envío estándar Quito y valles/ })).toBeDisabled();
    await expect(page.getByText('No llega a Galápagos.')).toHaveCount(3);
    await expect(page.getByRole('radio', { name: /Envío a Galápagos/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Retiro en tienda/ })).toBeEnabled();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/shipping-galapagos-${width(page)}.png`, fullPage: true });

    const refusal = await page.evaluate(async () => {
      const list = await (await fetch('/api/shipping/get-shipping-options')).json();
      const quito = list.shipping_options.find(
        (o: { name: string }) => o.name === 'Envío express Quito',
      );
      const res = await fetch(
        `/api/payment/get-payment-total?shipping_id=${quito.id}&province=Gal%C3%A1pagos`,
        { headers: { Authorization: `JWT ${localStorage.getItem('access')}` } },
      );
      return { status: res.status, body: await res.json() };
    });
    expect(refusal).toEqual({
      status: 400,
      body: { shipping_id: ['Esta opción de envío no llega a Galápagos.'] },
    });
  });

  test("staff edit an option's price in Envíos and the checkout shows it", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const staff: TestUser = {
      email: `envios.${randomUUID().slice(0, 8)}@elvolt.ec`,
      password: 'Cemento-Gris-2026',
      firstName: 'Administrador',
      lastName: '',
    };
    createSuperuser(staff.email, staff.password);
    const staffContext = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: page.viewportSize() ?? undefined,
    });
    const admin = await staffContext.newPage();
    await logIn(admin, staff);
    // A direct load of the screen's address.
    await admin.goto('/admin/envios');
    await expect(admin.getByRole('heading', { name: 'Envíos', level: 1 })).toBeVisible();
    const nav = admin.getByRole('navigation', { name: 'Panel de administración' });
    await expect(nav.getByRole('link', { name: 'Envíos' })).toBeVisible();
    await admin.getByRole('button', { name: 'Editar Envío a Galápagos' }).click();
    const price = admin.getByLabel('Precio (USD)');
    await price.fill('27.50');
    await expectNoHorizontalScroll(admin);
    await expectNoA11yViolations(admin);
    await admin.screenshot({ path: `/tmp/shipping-admin-${width(admin)}.png`, fullPage: true });
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await expect(admin.getByText('Opción de envío guardada.')).toBeVisible();
    const item = admin.getByRole('listitem').filter({ hasText: 'Envío a Galápagos' });
    await expect(item.getByText('$27.50')).toBeVisible();
    await staffContext.close();

    await toCheckout(page, request);
    await page.getByLabel('Provincia').selectOption('Galápagos');
    const galapagos = page.getByRole('radio', { name: /Envío a Galápagos/ });
    await expect(galapagos).toBeChecked();
    await expect(page.locator('label').filter({ has: galapagos })).toContainText('$27.50');
  });
});
