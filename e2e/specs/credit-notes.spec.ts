import type { Locator, Page } from '@playwright/test';
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

/** Reloads until `text` shows in `region` (the SRI simulator authorizes in the background; slow on a loaded machine). */
async function reloadUntil(page: Page, region: () => Locator, text: string | RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(region().getByText(text).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 240_000 });
}

test.describe('notas de crédito on the order pages @responsive', () => {
  test('the back office issues partial notes; both order pages list them and read the invoice anulada', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(600_000);
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
    const card = () => admin.getByRole('region', { name: 'Factura electrónica' });
    // The IVA as the RIDE shows it: its rate named (issue 29.7).
    await expect(admin.getByText(/^IVA incluido \((15|5|0)%\)$/)).toBeVisible();
    await reloadUntil(admin, card, 'Autorizada');

    // The form refuses an empty note with the rules next to the fields.
    await card().getByRole('button', { name: 'Emitir nota de crédito' }).click();
    await card().getByRole('button', { name: 'Emitir nota de crédito' }).click();
    await expect(card().getByText('Elija al menos una línea y una cantidad.')).toBeVisible();
    await expect(card().getByLabel('Motivo')).toHaveAccessibleDescription(
      'Escriba el motivo de la nota de crédito.',
    );
    await expectNoA11yViolations(admin);
    await expectNoHorizontalScroll(admin);

    // The product's unit first: a partial note.
    await card().getByLabel(product!.name).fill('1');
    await card().getByLabel('Motivo').fill('Devolución del producto');
    await card().getByRole('button', { name: 'Emitir nota de crédito' }).click();
    await expect(admin.getByText(/Nota de crédito 001-001-\d{9} emitida\./)).toBeVisible();
    await reloadUntil(admin, card, /Descargar RIDE \(PDF\)/);
    await expect(card().getByText('Devolución del producto')).toBeVisible();

    // Then what is left (the shipping): the invoice is fully credited.
    await card().getByRole('button', { name: 'Emitir nota de crédito' }).click();
    await card().getByLabel(/Envío/).fill('1');
    await card().getByLabel('Motivo').fill('Envío no realizado');
    await card().getByRole('button', { name: 'Emitir nota de crédito' }).click();
    await expect(card().getByText('Anulada por nota de crédito')).toBeVisible();
    await expect(card().getByRole('button', { name: 'Emitir nota de crédito' })).toHaveCount(0);
    await expectNoA11yViolations(admin);
    await admin.screenshot({
      path: `/tmp/credit-notes-admin-${admin.viewportSize()?.width}.png`,
      fullPage: true,
    });
    await staffContext.close();

    // The customer's order page lists both notes and downloads their files.
    await page.goto(`/dashboard/pedidos/${transactionId}`);
    const invoice = () => page.getByRole('region', { name: 'Factura electrónica' });
    await reloadUntil(page, invoice, 'Envío no realizado');
    await expect(invoice().getByText('Anulada por nota de crédito')).toBeVisible();
    await expect(invoice().getByText('Devolución del producto')).toBeVisible();
    const download = page.waitForEvent('download');
    await invoice()
      .getByRole('button', { name: /^Descargar XML de la nota de crédito/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/^nota-credito-001-001-\d{9}\.xml$/);
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({
      path: `/tmp/credit-notes-order-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
  });
});
