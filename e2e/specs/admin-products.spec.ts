import { randomUUID } from 'node:crypto';
import { logIn } from '../support/accounts';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { png } from '../support/images';
import { createSuperuser, fillProductBasics, newStaffUser } from '../support/staff';

// The refused upload answers 400: the browser logs the failed resource (expected).
test.use({ allowedConsole: /status of 400/ });

test.describe('back office products @responsive', () => {
  test('staff create a product with two images and stock; the shop shows it', async ({ page }) => {
    test.setTimeout(180_000);
    const width = page.viewportSize()?.width ?? 0;
    const staff = newStaffUser();
    createSuperuser(staff.email, staff.password);
    const word = `Kuntur${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    const name = `Nivel láser ${word} 360°`;
    const sku = `NL-${randomUUID().slice(0, 6).toUpperCase()}`;

    await logIn(page, staff);
    // A direct load of the list answers the app (not the 404 page).
    await page.goto('/admin/productos');
    await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
    await expect(page.getByRole('list').locator('li').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/admin-products-list-${width}.png`, fullPage: true });

    await page.getByRole('link', { name: 'Nuevo producto' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo producto' })).toBeVisible();
    // Spanish errors beside the fields.
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByText('Escribe el nombre del producto.')).toBeVisible();
    await expect(page.getByText('Elige una marca.')).toBeVisible();
    // Without a photo yet, a new product is not on sale unless staff tick it (ADR 081).
    await expect(page.getByLabel('A la venta (visible en la tienda)')).not.toBeChecked();
    await fillProductBasics(page, { name, sku, price: '89,90', stock: '12' });
    await page.getByLabel('Precio anterior (opcional)').fill('99.90');
    const editor = page.getByRole('textbox', { name: 'Descripción' });
    await editor.click();
    await page.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.type('Nivela en 360 grados');
    await page.getByRole('button', { name: 'Negrita' }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Lista con viñetas' }).click();
    await page.keyboard.type('Alcance de 30 m');
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/admin-product-new-${width}.png`, fullPage: true });

    // Leaving with unsaved changes asks first.
    await page
      .getByRole('navigation', { name: 'Panel de administración' })
      .getByRole('link', { name: 'Productos' })
      .click();
    await expect(page.getByText('¿Salir sin guardar?')).toBeVisible();
    await page.getByRole('button', { name: 'Seguir editando' }).click();

    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByText('Producto creado.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/productos\/\d+$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const productId = Number(page.url().split('/').pop());

    // Two images from the computer, then a file that is not an image.
    const files = page.locator('input[type="file"]');
    await files.setInputFiles([
      { name: 'frente.png', mimeType: 'image/png', buffer: await png('#d97706') },
      { name: 'lado.png', mimeType: 'image/png', buffer: await png('#1d4ed8') },
    ]);
    await expect(page.getByText('2 imágenes subidas.')).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Imágenes del producto' }).locator('li');
    await expect(tiles).toHaveCount(2);
    await files.setInputFiles({
      name: 'nota.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('esto no es una imagen'),
    });
    await expect(
      page.getByText('nota.jpg: El archivo no es una imagen JPEG, PNG o WebP.'),
    ).toBeVisible();
    await expect(tiles).toHaveCount(2);
    // The second becomes the main image by its button.
    await page.getByRole('button', { name: 'Usar la imagen 2 como principal' }).click();
    await expect(page.getByText('Orden de las imágenes guardado.')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/admin-product-edit-${width}.png`, fullPage: true });

    // A direct load of the edit page; stock edited there.
    await page.goto(`/admin/productos/${productId}`);
    await expect(page.getByLabel('Stock (unidades)')).toHaveValue('12', { timeout: 30_000 });
    await page.getByLabel('Stock (unidades)').fill('15');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Producto guardado.')).toBeVisible();

    // The shop: its page, and the search box.
    await page.goto(`/product/${productId}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Nivela en 360 grados')).toBeVisible();
  });
});
