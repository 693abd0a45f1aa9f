import { readFileSync } from 'node:fs';
import { createActiveUser, logIn } from '../support/accounts';
import { listProducts, productsInStock } from '../support/catalog';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';

const shot = (name: string, width: number) => `/tmp/shopper-lists-${name}-${width}.png`;

test.describe('lists, mini-cart, WhatsApp, quote and saved addresses @responsive', () => {
  test("'Agregar' on a card opens the mini-cart; the cart offers WhatsApp and the quote PDF", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const width = page.viewportSize()!.width;
    await page.goto('/shop');
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
    const add = first.getByRole('button', { name: `Agregar: ${name}` });
    await expect(add).toBeEnabled();
    // Its code loads after the page's (a lazy chunk): a click before it hydrates is lost.
    await expect(add).toHaveAttribute('data-hydrated', '');
    await add.click();
    const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
    // The dialog's root holds only fixed children: its panel's content is what shows.
    await expect(drawer.getByRole('link', { name: 'Ver carrito' })).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Productos en el carrito' })).toContainText(name);
    await expect(drawer.getByText('Subtotal')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Ver carrito' })).toHaveAttribute(
      'href',
      '/cart',
    );
    await expect(drawer.getByRole('link', { name: 'Verificar compra' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expectNoA11yViolations(page);
    await page.screenshot({ path: shot('mini-cart', width) });
    await drawer.getByRole('link', { name: 'Ver carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // Out of stock: the card's button reads 'Agotado' and is disabled.
    const soldOut = (await listProducts(request)).find((p) => p.quantity === 0);
    if (soldOut) {
      await page.goto(`/search?q=${encodeURIComponent(soldOut.name)}`);
      await expect(
        page.getByRole('button', { name: `Agotado: ${soldOut.name}` }).first(),
      ).toBeDisabled();
      await page.goto('/cart');
    }

    // The cart: 'Cotizar por WhatsApp' with the product, its SKU, the count and 'Ciudad: '.
    const quote = page.getByRole('region', { name: '¿Necesitas una cotización?' });
    const wa = quote.getByRole('link', { name: 'Cotizar por WhatsApp' });
    const href = (await wa.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/593\d+\?text=/);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    expect(text).toContain('Quisiera una cotización de:');
    expect(text).toContain(`- 1 x ${name} (SKU: `);
    expect(text).toContain('\nCiudad: \n');
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: shot('cart-quote', width), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      quote.getByRole('button', { name: 'Descargar cotización (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cotizacion-COT-\d{8}-[A-Z2-9]{4}\.pdf$/);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The floating WhatsApp button, with the hours; on a phone the cart hides it, so it never
    // covers 'Login' (issue 33).
    const float = page.getByRole('link', { name: /^Escríbenos por WhatsApp\. Atención: / });
    if (width < 640) {
      await expect(float).toBeHidden();
      return;
    }
    await expect(float).toHaveAccessibleName(
      'Escríbenos por WhatsApp. Atención: Lun-Vie 8:00-18:00, Sáb 8:00-13:00',
    );
    expect(await float.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/593991234567\?text=/);
  });

  test('a shared filtered URL reloads with the same filter; brand logos lead to the brand', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const width = page.viewportSize()!.width;
    const brands = (await (await request.get('/api/product/brands')).json()) as {
      brands: { name: string }[];
    };
    const brand = brands.brands[0]!.name;
    const url = `/shop?category=0&sort_by=price&order=asc&brand=${encodeURIComponent(brand)}&in_stock=1`;
    await page.goto(url);
    await expect(page.getByText(/con el filtro aplicado/)).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(brand);
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByText(/con el filtro aplicado/)).toBeVisible();
    if (width >= 1024) {
      const panel = page.getByRole('complementary', { name: 'Filtros de productos' });
      await expect(panel.getByRole('checkbox', { name: brand })).toBeChecked();
      await expect(panel.getByRole('checkbox', { name: 'Solo con stock' })).toBeChecked();
    } else {
      await page.getByRole('button', { name: 'Filtros', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('checkbox', { name: brand })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Solo con stock' })).toBeChecked();
      await expectNoA11yViolations(page);
      await page.keyboard.press('Escape');
    }
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: shot('filtered', width) });

    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await page.goBack();
    await expect(page).toHaveURL(url);

    await page.goto('/');
    const logo = page.getByRole('link', { name: `Ver productos ${brand}` });
    await logo.scrollIntoViewIfNeeded();
    await logo.click();
    await expect(page).toHaveURL(new RegExp(`/shop\\?category=0&brand=`));
    await expect(page.getByText(/con el filtro aplicado/)).toBeVisible();
  });

  test('profile: edit the name, change the password, a saved address prefills checkout', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const width = page.viewportSize()!.width;
    const user = await createActiveUser(request);
    const [product] = await productsInStock(request, 5);
    await logIn(page, user);

    await page.goto('/dashboard');
    await page.getByLabel('Nombres').fill('Rosa');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Guardamos tu perfil.')).toBeVisible();

    const book = page.getByRole('region', { name: 'Mis direcciones' });
    await book.getByRole('button', { name: 'Agregar dirección' }).click();
    await book.getByLabel('Nombre de la dirección (opcional)').fill('Obra');
    await book.getByLabel('Nombre de quien recibe').fill('Rosa Guamán');
    await book.getByLabel('Dirección línea 1').fill('Av. Loja 1-23 y Remigio Crespo');
    await book.getByLabel('Ciudad').fill('Cuenca');
    await book.getByLabel('Provincia').selectOption('Azuay');
    await book.getByLabel('Código postal').fill('12');
    await book.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(
      book.getByText('El código postal debe tener 6 dígitos, por ejemplo 170102.'),
    ).toBeVisible();
    await book.getByLabel('Código postal').fill('010101');
    await book.getByLabel('Teléfono').fill('0987654321');
    await book.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(page.getByText('Dirección guardada.')).toBeVisible();
    await expect(book.getByRole('list', { name: 'Direcciones guardadas' })).toContainText(
      'Predeterminada',
    );
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: shot('profile', width), fullPage: true });

    // The product page's 'Cotizar por WhatsApp' now knows the city.
    await page.goto(`/product/${product!.id}`);
    const wa = page.getByRole('link', { name: 'Cotizar por WhatsApp' });
    await expect(wa).toHaveAttribute('href', /Ciudad%3A%20Cuenca/, { timeout: 20_000 });

    await page.getByRole('button', { name: `Agregar al carrito: ${product!.name}` }).click();
    await expect(page.getByText('Producto agregado al carrito.').first()).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByLabel('Ciudad')).toHaveValue('Cuenca');
    await expect(page.getByLabel('Nombre completo')).toHaveValue('Rosa Guamán');
    await expect(page.getByLabel('Provincia')).toHaveValue('Azuay');
    await expect(page.getByLabel('Código postal')).toHaveValue('010101');

    // Change the password: the session ends and the new password signs in.
    await page.goto('/dashboard');
    const pw = page.getByRole('region', { name: 'Cambiar contraseña' });
    await pw.getByLabel('Contraseña actual').fill('incorrecta-123');
    await pw.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva-Clave-2025!');
    await pw.getByLabel('Repetir nueva contraseña').fill('Nueva-Clave-2025!');
    await pw.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(pw.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await pw.getByLabel('Contraseña actual').fill(user.password);
    await pw.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(
      page.getByText(
        'Tu contraseña fue cambiada. Inicia sesión nuevamente con la nueva contraseña.',
      ),
    ).toBeVisible();
    await logIn(page, { ...user, password: 'Nueva-Clave-2025!' });
  });
});
