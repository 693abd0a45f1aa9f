import { listProducts, productsInStock } from '../support/catalog';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';

test.describe('product page @responsive', () => {
  test('quantity beside "Agregar al carrito" adds that many; code, brand link, gallery', async ({
    page,
    request,
  }) => {
    const [product] = await productsInStock(request, 20);
    test.skip(!product, 'the demo catalogue has a product with 20 or more in stock');
    await page.goto(`/product/${product!.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await expect(main.getByText(/^Código:/)).toContainText(/EV-\d{5}/);
    await expect(main.getByRole('link', { name: /Más productos de la marca/ })).toHaveAttribute(
      'href',
      /\/search\?q=.+&category=0/,
    );
    await expect(main.getByText(`${product!.quantity} unidades disponibles`)).toBeVisible();
    await expect(main.getByRole('list', { name: `Imágenes de ${product!.name}` })).toBeVisible();
    const quantity = main.getByLabel(`Cantidad de ${product!.name}`);
    // The seed's 1-10, then "Más de 10" for bulk orders (issue 33, ADR 072).
    await expect(quantity.locator('option')).toHaveCount(11);
    await expect(quantity.locator('option').last()).toHaveText('Más de 10');
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);

    await quantity.selectOption('3');
    await main.getByRole('button', { name: `Agregar al carrito: ${product!.name}` }).click();
    await expect(page.getByText('Producto agregado al carrito.')).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByLabel(`Cantidad de ${product!.name}`)).toHaveValue('3');
  });

  test('"Quedan 2 unidades" offers only what is in stock', async ({ page, request }) => {
    const low = (await listProducts(request)).find((p) => p.quantity > 0 && p.quantity < 10);
    test.skip(!low, 'the demo catalogue has a product with fewer than 10 left');
    await page.goto(`/product/${low!.id}`);
    const options = page.getByRole('main').getByLabel(`Cantidad de ${low!.name}`).locator('option');
    await expect(options).toHaveCount(low!.quantity);
    await expect(options.last()).toHaveText(String(low!.quantity));
  });

  test('zoom opens the full-size photo', async ({ page, request }) => {
    const [product] = await productsInStock(request, 1);
    await page.goto(`/product/${product!.id}`);
    await page.getByRole('button', { name: 'Ampliar imagen' }).click();
    const dialog = page.getByRole('dialog', { name: product!.name });
    await expect(dialog.getByRole('img', { name: product!.name })).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('a sticky bar with the price and "Agregar al carrito" appears once scrolled past', async ({
    page,
    request,
  }) => {
    const [product] = await productsInStock(request, 20);
    await page.goto(`/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.getByTestId('sticky-buy-bar');
    await expect(bar).toHaveCount(0);
    await page.getByRole('heading', { name: 'Descripción' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: /Agregar al carrito/ })).toBeVisible();
    await expect(bar).toContainText('$');
    await page.screenshot({ path: '/tmp/shopper-product-sticky.png' });
    await expectNoA11yViolations(page);
  });
});
