import { createActiveUser } from '../support/accounts';
import { productsInStock } from '../support/catalog';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { png } from '../support/images';
import {
  enableLaterPayments,
  openBackOffice,
  openNewestOrder,
  pendingPaymentCard,
  placeLaterOrder,
  SHOP_ACCOUNT as ACCOUNT,
  shot,
} from '../support/payments';

// Issue 31: a bank transfer from the back office settings to the authorized invoice.

test.describe('bank transfer: order, receipt, staff confirms, invoice @responsive', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the customer pays by transfer and sees "Pagado" and the authorized invoice', async ({
    page,
    browser,
    request,
  }) => {
    const { admin, close } = await openBackOffice(browser, page);
    await enableLaterPayments(admin, 'transfer');

    // The customer orders by transfer.
    const user = await createActiveUser(request);
    const [product] = await productsInStock(request, 20);
    await placeLaterOrder(page, {
      product: product!,
      shipping: 'Envío nacional Servientrega',
      method: {
        choice: /Transferencia o depósito bancario/,
        note: /Al confirmar te mostramos las cuentas/,
      },
      logInAs: user,
    });
    // The thank-you page: the shop's account, the exact amount and the order number to quote.
    await expect(
      page.getByText(
        'Pendiente de pago. Transfiere el monto exacto a una de estas cuentas y usa el número de pedido como referencia; luego sube el comprobante desde tu pedido.',
      ),
    ).toBeVisible();
    const accounts = page.getByRole('list', { name: 'Cuentas para la transferencia' });
    const account = accounts.getByRole('listitem').filter({ hasText: ACCOUNT.number });
    await expect(account.getByText(ACCOUNT.bank, { exact: true })).toBeVisible();
    await expect(account.getByText(`Cuenta Corriente ${ACCOUNT.number}`)).toBeVisible();
    await expect(account.getByText(`${ACCOUNT.holder} · RUC ${ACCOUNT.ruc}`)).toBeVisible();
    const summary = page.locator('dl').first();
    await expect(summary.getByText('Total a pagar')).toBeVisible();
    await expect(summary.getByText(/^\$\d+\.\d\d$/)).toBeVisible();
    const summaryText = await summary.textContent();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await shot(page, 'transfer', 'thank-you');

    // Its order page: the status, the exact amount, the reference and the shop's account.
    const transactionId = await openNewestOrder(page);
    expect(summaryText).toContain(`Número de pedido${transactionId}`);
    const panel = page.getByRole('region', { name: 'Pago: Pendiente de pago' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(transactionId, { exact: true })).toBeVisible();
    await expect(panel.getByText(/^\$\d+\.\d\d$/).first()).toBeVisible();
    await expect(
      panel.getByText(`Cuenta Corriente ${ACCOUNT.number}`, { exact: true }),
    ).toBeVisible();
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
    await shot(page, 'transfer', 'order-pending');

    // Staff confirm it in "Pagos por confirmar".
    const card = await pendingPaymentCard(admin, transactionId);
    await expect(card.getByRole('button', { name: 'Ver comprobante 1' })).toBeVisible();
    await card.getByLabel('Referencia bancaria').fill('PICH-778812');
    await expectNoHorizontalScroll(admin);
    await expectNoA11yViolations(admin);
    await shot(admin, 'transfer', 'pending');
    await card.getByRole('button', { name: 'Confirmar pago' }).click();
    await expect(admin.getByRole('heading', { name: transactionId })).toHaveCount(0);
    await close();

    // The customer's order page: "Pagado", then the invoice the simulator authorizes.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Pago: Pagado' })).toBeVisible();
    const invoice = page.getByRole('region', { name: 'Factura electrónica' });
    await expect(invoice.getByText('Autorizada', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expectNoA11yViolations(page);
    await shot(page, 'transfer', 'order-paid');
  });
});
