import { logIn } from '../support/accounts';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { createAdministrator } from '../support/staff';

test.describe('back office: electronic invoicing settings @responsive', () => {
  test('an administrator sets the issuer; a file that is no certificate is refused', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const admin = createAdministrator();
    await logIn(page, admin);
    await page.goto('/admin/facturacion');
    await expect(page.getByRole('heading', { name: 'Facturación electrónica' })).toBeVisible();
    await expect(page.getByLabel('RUC')).toHaveValue(/^\d{13}$/);
    await expect(page.getByText(/Certificado de prueba de la demo/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({
      path: `/tmp/admin-invoicing-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });

    await page.getByLabel('Nombre comercial').fill('Ferretería El Volt - Norte');
    await page.getByLabel('Punto de emisión').fill('2');
    await page.getByRole('button', { name: 'Guardar datos del emisor' }).click();
    await expect(page.getByText('Escribe 3 dígitos (por ejemplo 001).')).toBeVisible();
    await page.getByLabel('Punto de emisión').fill('001');
    // One shop serves both viewports at once: only the desktop run saves (and puts it back).
    const saves = test.info().project.name === 'desktop';
    if (saves) {
      await page.getByRole('button', { name: 'Guardar datos del emisor' }).click();
      await expect(page.getByText(/Guardamos los datos del emisor/)).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Nombre comercial')).toHaveValue('Ferretería El Volt - Norte');
    }

    await page.getByLabel('Archivo .p12 de la firma electrónica').setInputFiles({
      name: 'firma.p12',
      mimeType: 'application/x-pkcs12',
      buffer: Buffer.from('esto no es una firma electrónica'),
    });
    await page.getByLabel('Contraseña del certificado').fill('secreta');
    await page.getByRole('button', { name: 'Subir certificado' }).click();
    await expect(page.getByText('El archivo no es un certificado .p12 válido.')).toBeVisible();
    await expectNoA11yViolations(page);

    if (saves) {
      await page.getByLabel('Nombre comercial').fill('Ferretería El Volt');
      await page.getByRole('button', { name: 'Guardar datos del emisor' }).click();
      await expect(page.getByText(/Guardamos los datos del emisor/)).toBeVisible();
    }
  });
});
