import type { Page } from '@playwright/test';

/** A valid cédula (check digit verified with the contract's validateCedula). */
export const VALID_CEDULA = '1710034065';

/**
 * "Datos de facturación" at checkout: a cédula, the shipping name and address, an e-mail (above
 * USD 50 the SRI does not allow consumidor final). Call after the address is filled.
 */
export async function fillBilling(page: Page, cedula = VALID_CEDULA) {
  await page.getByLabel('Tipo de identificación').selectOption('cedula');
  await page.getByLabel('Número de identificación').fill(cedula);
  await page.getByRole('button', { name: 'Usar los datos de envío' }).click();
  await page.getByLabel('Correo para la factura').fill('maria.guaman@example.ec');
}
