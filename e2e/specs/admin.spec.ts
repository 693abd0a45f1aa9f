import { createActiveUser, logIn } from '../support/accounts';
import { productsInStock } from '../support/catalog';
import { buy } from '../support/checkout';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { createAdministrator } from '../support/staff';

// The chained story (createsuperuser, a new product bought, shipped and followed by the customer,
// a customer kept out of /admin) is admin-journey.spec.ts; here the order screens' layout and
// accessibility, and the shipment refused without a tracking number.
test.describe('back office orders @responsive', () => {
  test('the order screens fit and pass axe; "Enviado" needs a tracking number', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const customer = await createActiveUser(request);
    const [product] = await productsInStock(request, 30);
    const transactionId = await buy(page, customer, product!.id, product!.name);

    const staffContext = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: page.viewportSize() ?? undefined,
    });
    const admin = await staffContext.newPage();
    await logIn(admin, createAdministrator());
    await admin.goto('/admin/pedidos');
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
  });
});
