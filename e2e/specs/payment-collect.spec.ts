import type { APIRequestContext, Page } from '@playwright/test';
import { createActiveUser } from '../support/accounts';
import { productsInStock } from '../support/catalog';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import {
  COD_SHIPPING,
  enableLaterPayments,
  openBackOffice,
  openNewestOrder,
  pendingPaymentCard,
  placeLaterOrder,
  shot,
} from '../support/payments';

// Issue 31: the orders paid when they change hands, cash on delivery (pago contra entrega) in
// Quito and pay at pickup (pago al retirar), from the checkout to "Cobrado" in the back office.

const COD = {
  choice: /Pago contra entrega/,
  note: 'Pagas al repartidor cuando recibes tu pedido.',
};
const PICKUP = { choice: /Paga al retirar/, note: /^Paga al retirar: en la tienda/ };

/** A product of its own per width (the two widths run at once): its stock is compared. */
async function productFor(page: Page, request: APIRequestContext) {
  const products = await productsInStock(request, 20);
  return products.at((page.viewportSize()?.width ?? 0) > 500 ? -1 : -2)!;
}

async function stockOf(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/product/product/${id}`);
  return ((await res.json()) as { product: { quantity: number } }).product.quantity;
}

test.describe('cash on delivery and pay at pickup: order, "Cobrado", "Pagado" @responsive', () => {
  // Two orders and the back office in one journey, on a shared, busy machine.
  test.describe.configure({ timeout: 360_000 });

  test('cash on delivery in Quito: collected and paid; another one not delivered returns the stock', async ({
    page,
    browser,
    request,
  }) => {
    const { admin, close } = await openBackOffice(browser, page);
    await enableLaterPayments(admin, 'cod');
    const user = await createActiveUser(request);
    const product = await productFor(page, request);

    // The customer orders with cash on delivery on the option staff enabled it on.
    await placeLaterOrder(page, {
      product,
      shipping: COD_SHIPPING,
      method: COD,
      logInAs: user,
    });
    await expect(
      page.getByText('Pago contra entrega: ten listo el monto para el repartidor.'),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'cod', 'thankyou');

    const transactionId = await openNewestOrder(page);
    const panel = page.getByRole('region', { name: 'Pago: Pendiente de pago' });
    await expect(panel.getByText(COD.note)).toBeVisible();
    await expect(panel.getByText(/^\$\d+\.\d\d$/).first()).toBeVisible();
    await expect(panel.getByLabel(/Sube tu comprobante/)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await shot(page, 'cod', 'order-pending');

    // The courier collected it: staff record "Cobrado" with the amount and the method.
    const card = await pendingPaymentCard(admin, transactionId);
    await expect(card.getByText('Pago contra entrega', { exact: true })).toBeVisible();
    await expect(card.getByLabel('Monto cobrado')).toHaveValue(/^\d+\.\d\d$/);
    await card.getByLabel('Cobrado con').selectOption('efectivo');
    await expectNoHorizontalScroll(admin);
    await expectNoA11yViolations(admin);
    await shot(admin, 'cod', 'pending');
    await card.getByRole('button', { name: 'Cobrado', exact: true }).click();
    await expect(admin.getByRole('heading', { name: transactionId })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Pago: Pagado' })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'cod', 'order-paid');

    // A second order the courier could not deliver: cancelled and its unit back in stock.
    const stock = await stockOf(request, product.id);
    await placeLaterOrder(page, {
      product,
      shipping: COD_SHIPPING,
      method: COD,
    });
    await expect.poll(() => stockOf(request, product.id)).toBe(stock - 1);
    const undelivered = await openNewestOrder(page);
    expect(undelivered).not.toBe(transactionId);
    const second = await pendingPaymentCard(admin, undelivered);
    await second.getByRole('button', { name: 'No se pudo entregar' }).click();
    await expect(admin.getByRole('heading', { name: undelivered })).toHaveCount(0);
    await close();
    await expect.poll(() => stockOf(request, product.id)).toBe(stock);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Pago: Pago vencido' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('pay at pickup: "Paga al retirar", then collected at the counter and paid', async ({
    page,
    browser,
    request,
  }) => {
    const { admin, close } = await openBackOffice(browser, page);
    await enableLaterPayments(admin, 'pickup');
    const user = await createActiveUser(request);
    const product = await productFor(page, request);

    await placeLaterOrder(page, {
      product,
      shipping: 'Retiro en tienda - Quito',
      method: PICKUP,
      logInAs: user,
    });
    await expect(page.getByText(PICKUP.note)).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'pickup', 'thankyou');

    const transactionId = await openNewestOrder(page);
    const panel = page.getByRole('region', { name: 'Pago: Pendiente de pago' });
    await expect(panel.getByText('Paga al retirar, en la tienda.')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await shot(page, 'pickup', 'order-pending');

    // Paid by card at the counter.
    const card = await pendingPaymentCard(admin, transactionId);
    await expect(card.getByText('Paga al retirar', { exact: true })).toBeVisible();
    await card.getByLabel('Cobrado con').selectOption('tarjeta');
    await expectNoA11yViolations(admin);
    await card.getByRole('button', { name: 'Cobrado', exact: true }).click();
    await expect(admin.getByRole('heading', { name: transactionId })).toHaveCount(0);
    await close();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Pago: Pagado' })).toBeVisible();
    await expectNoA11yViolations(page);
    await shot(page, 'pickup', 'order-paid');
  });
});
