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

// ADR 084/090: the back office gives back a shipped card order's payment; staff and the customer
// then read "Reembolsado". The e2e server's provider is the sandbox (the refund is its void).

test.describe('the back office refund of a card order @responsive', () => {
  test('the administrador refunds a shipped order; both order pages read Reembolsado', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const customer = await createActiveUser(request);
    const [product] = await productsInStock(request, 30);
    const transactionId = await buy(page, customer, product!.id, product!.name);

    const staffContext = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: page.viewportSize() ?? undefined,
    });
    const admin = await staffContext.newPage();
    await logIn(admin, createAdministrator());
    await admin.goto(`/admin/pedidos/${transactionId}`);
    // Not offered while the order can still be cancelled (cancelling gives the money back).
    await expect(admin.getByRole('button', { name: 'Marcar en preparación' })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Devolver el pago' })).toHaveCount(0);
    await admin.getByRole('button', { name: 'Marcar en preparación' }).click();
    await admin.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText(`Pedido ${transactionId}: En preparación`)).toBeVisible();
    await admin.getByRole('button', { name: 'Marcar como enviado' }).click();
    await admin.getByLabel('Empresa de transporte').fill('Servientrega');
    await admin.getByLabel('Número de guía').fill('SE-REFUND-1');
    await admin.getByRole('button', { name: 'Confirmar' }).click();
    await expect(admin.getByText(`Pedido ${transactionId}: Enviado`)).toBeVisible();

    // The refund asks for a reason first, then confirms with the amount.
    await admin.getByRole('button', { name: 'Devolver el pago' }).click();
    const confirm = admin.getByRole('button', { name: /^Devolver [\d.]+ USD$/ });
    await confirm.click();
    await expect(admin.getByText('Escribe el motivo de la devolución.')).toBeVisible();
    await expectNoA11yViolations(admin);
    await expectNoHorizontalScroll(admin);
    await admin.getByLabel('Motivo de la devolución').fill('Producto defectuoso');
    await confirm.click();
    await expect(
      admin.getByText('Pago devuelto; la nota de crédito se emitirá en breve.'),
    ).toBeVisible();
    await expect(admin.getByText('Reembolsado', { exact: true })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Devolver el pago' })).toHaveCount(0);
    await expectNoA11yViolations(admin);
    await admin.screenshot({
      path: `/tmp/admin-refund-${admin.viewportSize()?.width}.png`,
      fullPage: true,
    });
    await staffContext.close();

    await page.goto(`/dashboard/pedidos/${transactionId}`);
    await expect(page.getByText('Reembolsado', { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });
});
