import { randomUUID } from 'node:crypto';
import { createActiveUser, logIn } from '../support/accounts';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';
import { createAdministrator, fillProductBasics } from '../support/staff';

// Issue 33 item 4 (ADR 082): staff set a product's maximum per order in the back office; the
// customer cannot put more than that in the cart, from the product page, the cart or the API.

const MAX = 12;
/** The server's 400 and the page's refusal say the same. */
const OVER_MAX = `Puedes pedir como máximo ${MAX} unidades de este producto por pedido.`;

test.describe('maximum per order @responsive', () => {
  test('staff set 12 on a product; the customer cannot go past 12 units', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const viewport = page.viewportSize()!;
    const name = `Saco de cemento ${randomUUID().slice(0, 6)} 50 kg`;
    const sku = `MX-${randomUUID().slice(0, 6).toUpperCase()}`;

    // The back office: a new product with 40 in stock, then its maximum set on the edit page.
    const admin = createAdministrator();
    // Axe needs a page of its own context.
    const staffContext = await browser.newContext({ viewport });
    const staff = await staffContext.newPage();
    await logIn(staff, admin);
    await staff.goto('/admin/productos/nuevo');
    await expect(staff.getByRole('heading', { name: 'Nuevo producto' })).toBeVisible();
    await fillProductBasics(staff, { name, sku, price: '8.50', stock: '40' });
    await staff.getByRole('button', { name: 'Crear producto' }).click();
    await expect(staff.getByText('Producto creado.')).toBeVisible();
    await expect(staff).toHaveURL(/\/admin\/productos\/\d+$/);
    const productId = Number(staff.url().split('/').pop());

    await staff.goto(`/admin/productos/${productId}`);
    const maxField = staff.getByLabel('Máximo por pedido (opcional)');
    await expect(staff.getByLabel('Stock (unidades)')).toHaveValue('40', { timeout: 30_000 });
    await expect(maxField).toHaveValue('');
    await maxField.fill(String(MAX));
    await expectNoA11yViolations(staff);
    await staff.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(staff.getByText('Producto guardado.')).toBeVisible();
    await staff.reload();
    await expect(staff.getByLabel('Máximo por pedido (opcional)')).toHaveValue(String(MAX), {
      timeout: 30_000,
    });
    await staffContext.close();

    // The customer: "Más de 10" takes at most 12, in Spanish.
    const customer = await createActiveUser(request);
    await logIn(page, customer);
    await page.goto(`/product/${productId}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
    await main.getByLabel(`Cantidad de ${name}`).selectOption({ label: 'Más de 10' });
    const bulk = main.getByRole('spinbutton', { name: `Cantidad de ${name}` });
    await expect(main.getByText(`Hasta ${MAX} unidades.`)).toBeVisible();
    await bulk.fill(String(MAX + 1));
    await main.getByRole('button', { name: `Aplicar cantidad de ${name}` }).click();
    await expect(main.getByText(OVER_MAX)).toBeVisible();
    await expect(bulk).toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);

    await bulk.fill(String(MAX));
    await main.getByRole('button', { name: `Aplicar cantidad de ${name}` }).click();
    await expect(main.getByText(`Hasta ${MAX} unidades.`)).toBeVisible();
    await main.getByRole('button', { name: `Agregar al carrito: ${name}` }).click();
    await expect(page.getByText('Producto agregado al carrito.')).toBeVisible();

    // The cart: 12 in the line, 13 refused with the same words.
    await page.goto('/cart');
    const line = page.getByRole('spinbutton', { name: `Cantidad de ${name}` });
    await expect(line).toHaveValue(String(MAX), { timeout: 30_000 });
    await line.fill(String(MAX + 1));
    await page.getByRole('button', { name: `Aplicar cantidad de ${name}` }).click();
    await expect(page.getByText(OVER_MAX)).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);

    // Past the page, the server refuses 13 with the shop's message and keeps 12.
    const tokens = await request.post('/auth/jwt/create/', {
      data: { email: customer.email, password: customer.password },
    });
    const headers = { Authorization: `JWT ${(await tokens.json()).access}` };
    const over = await request.put('/api/cart/update-item', {
      headers,
      data: { product_id: productId, count: MAX + 1 },
    });
    expect(over.status()).toBe(400);
    expect(await over.json()).toEqual({
      count: [OVER_MAX],
    });
    const cart = await (await request.get('/api/cart/cart-items', { headers })).json();
    expect(
      cart.cart.find((l: { product: { id: number } }) => l.product.id === productId).count,
    ).toBe(MAX);
  });
});
