import type { Locator, Page } from '@playwright/test';
import { createActiveUser, logIn } from '../support/accounts';
import { buyOne } from '../support/api-checkout';
import { productsInStock } from '../support/catalog';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';

/** A natural person's RUC: the cédula of support/billing.ts followed by establishment 001. */
const VALID_RUC = '1710034065001';

/** A full-page screenshot from the top (scrolled, the sticky bar would sit mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: `/tmp/invoice-billing-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
}

/** No section, list item or form of the page sticks out of the screen (the layout clips it). */
async function expectFits(page: Page) {
  await expectNoHorizontalScroll(page);
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main section, main li, main form, main fieldset')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(outside).toEqual([]);
}

test.describe('Datos de facturación for an invoice waiting in pending_data @responsive', () => {
  test('the customer gives the RUC on the order page, after a wrong one, and the invoice is authorized', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const customer = await createActiveUser(request);
    // Above consumidor final's USD 50 without billing data (the family's client never sends
    // them; the web checkout asks for them first): the invoice waits for the buyer (ADR 091).
    const product = (await productsInStock(request, 5)).find((p) => Number(p.price) > 55);
    expect(product, 'a demo product above USD 55').toBeDefined();
    const transactionId = await buyOne(request, customer, product!.id);

    await logIn(page, customer);
    await page.goto(`/dashboard/pedidos/${transactionId}`);
    await expect(page.getByRole('heading', { name: /^Pedido/ })).toBeVisible();
    const invoice: Locator = page.getByRole('region', { name: 'Factura electrónica' });
    await expect(
      invoice.getByText('Esperando datos de facturación', { exact: true }),
    ).toBeVisible();
    await expect(invoice.getByRole('heading', { name: 'Datos de facturación' })).toBeVisible();
    await expect(
      invoice.getByText(/^Tu compra supera USD 50\.00: las facturas a consumidor final/),
    ).toBeVisible();

    // A RUC with a wrong check digit: the rule next to the number, nothing sent.
    await invoice.getByLabel('Tipo de identificación').selectOption('ruc');
    await invoice.getByLabel('Número de identificación').fill('1710034066001');
    await invoice.getByRole('button', { name: 'Usar los datos de envío' }).click();
    await expect(invoice.getByLabel('Nombre o razón social')).toHaveValue('Ana Pérez');
    await expect(invoice.getByLabel('Dirección')).toHaveValue(/Quito$/);
    await expect(invoice.getByLabel('Dirección')).not.toHaveValue(/Retiro en tienda/);
    await invoice.getByLabel('Correo para la factura').fill('ana.perez@example.ec');
    await invoice.getByRole('button', { name: 'Enviar datos de facturación' }).click();
    await expect(invoice.getByLabel('Número de identificación')).toHaveAccessibleDescription(
      'El RUC no es válido: revise el dígito verificador.',
    );
    await expect(
      invoice.getByText('Esperando datos de facturación', { exact: true }),
    ).toBeVisible();
    await expectFits(page);
    await expectNoA11yViolations(page);
    await shot(page, 'form-error');

    // The right RUC: the invoice is numbered and the SRI simulator authorizes it.
    await invoice.getByLabel('Número de identificación').fill(VALID_RUC);
    await invoice.getByRole('button', { name: 'Enviar datos de facturación' }).click();
    await expect(invoice.getByRole('status')).toHaveText(
      'Datos recibidos. Tu factura se está emitiendo.',
    );
    await expect(invoice.getByRole('heading', { name: 'Datos de facturación' })).toHaveCount(0);
    await expect(async () => {
      await page.reload();
      await expect(invoice.getByText('Autorizada', { exact: true })).toBeVisible({
        timeout: 5_000,
      });
    }).toPass({ timeout: 120_000 });
    await expect(invoice.getByText(/^\d{3}-\d{3}-\d{9}$/)).toBeVisible();
    await expect(invoice.getByText(new RegExp(`Ana Pérez · RUC ${VALID_RUC}`))).toBeVisible();
    await expect(invoice.getByRole('button', { name: 'Descargar factura (PDF)' })).toBeVisible();
    await expectFits(page);
    await expectNoA11yViolations(page);
    await shot(page, 'authorized');
  });
});
