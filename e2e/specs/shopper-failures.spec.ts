import { expect, expectNoA11yViolations, test } from '../support/fixtures';

test.describe('failure states @responsive', () => {
  test.use({
    allowedConsole: /net::ERR_FAILED|Failed to load resource|dynamically imported module/i,
  });

  test('the shop says a failed request failed, with "Reintentar", and retries', async ({
    page,
  }) => {
    // The first HTML of /shop already carries its products: reach the shop from another page,
    // so the app itself asks the API.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: /Artículos del carrito/ })).toBeVisible();
    await page.route(/\/api\/product\/(by\/search|get-products)/, (route) => route.abort());
    await page.getByRole('contentinfo').locator('a[href="/shop"]').click();
    const failure = page.getByRole('alert').filter({ hasText: 'No pudimos cargar los productos' });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('No se han encontrado productos')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('link', { name: /Visualizar Catálogo/ }).first()).toBeVisible();
  });

  test('the home page too', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: /Artículos del carrito/ })).toBeVisible();
    await page.route(/\/api\/product\/get-products/, (route) => route.abort());
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Ferretería El Volt/ })
      .click();
    await expect(page.getByRole('button', { name: 'Reintentar' }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('No se han encontrado productos disponibles.')).toHaveCount(0);
  });

  test('a route file missing after a deploy reloads the page once', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByPlaceholder('Qué buscas hoy?')).toBeVisible();
    let aborted = 0;
    await page.route(/\/assets\/cart-[^/]*\.js$/, async (route) => {
      if (aborted++ === 0) return route.abort();
      return route.continue();
    });
    await page.getByRole('contentinfo').locator('a[href="/cart"]').click();
    await expect(
      page.getByRole('heading', { name: /Artículos del carrito de compras/ }),
    ).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    // The reloaded page is the server's HTML first; the route file is asked again as it hydrates.
    await expect.poll(() => aborted).toBeGreaterThanOrEqual(2);
  });
});
