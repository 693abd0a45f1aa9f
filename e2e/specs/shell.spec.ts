import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';

test.describe('app shell @responsive', () => {
  test('home shows the top bar, the search box and the footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /El Volt/ }).first()).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByPlaceholder('Qué buscas hoy?')).toBeVisible();
    const category = page.getByRole('combobox', { name: /categor/i }).first();
    await expect(category.locator('option').first()).toHaveText('Todo');
    await expect(category.locator('option').first()).toHaveAttribute('value', '0');
    await expect(header.getByRole('link', { name: 'Inicio' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('ventas@elvolt.ec');
    await expect(footer).toContainText('Quito');
    await expect(footer).toContainText('2024');
    await expect(footer.getByRole('link', { name: /registr/i })).toHaveAttribute('href', '/signup');
    await expect(footer.locator('a[href="/shop"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/cart"]')).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });

  test('an unknown path shows Error404', async ({ page }) => {
    await page.goto('/no-existe/esta-ruta');
    await expect(page.getByRole('heading', { name: 'Error404' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test.describe('route error', () => {
    test.use({
      allowedConsole: /net::ERR_FAILED|dynamically imported module|Hydration error \(recovered\)/i,
    });
    test('a route that fails to load shows the error screen', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByPlaceholder('Qué buscas hoy?')).toBeVisible();
      // The cart screen's code chunk cannot be fetched: the router shows its error screen. Only
      // the route's module (it exports the Component) fails; a shared chunk named cart-* loads.
      await page.route(/\/assets\/cart-[^/]*\.js$/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (/as Component\}/.test(body)) await route.abort();
        else await route.fulfill({ response, body });
      });
      await page.goto('/cart');
      await expect(
        page.getByRole('heading', { name: 'Unexpected Application Error!' }),
      ).toBeVisible();
    });
  });

  test('the search box is hidden on /search and opens it from elsewhere', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder('Qué buscas hoy?').fill('taladro');
    await page.getByPlaceholder('Qué buscas hoy?').press('Enter');
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByPlaceholder('Qué buscas hoy?')).toHaveCount(0);
  });
});

test('a page typed in the address bar starts at the top, not where the last page was left', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('link', { name: /Visualizar Catálogo/ }).first()).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.goto('/catalogo');
  await expect(page.getByRole('link', { name: /Visualizar Catálogo/ }).first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('answers health, OpenAPI and a JSON 404 for unknown API paths', async ({ request }) => {
  expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' });
  const doc = await request.get('/api/openapi.json');
  expect(doc.ok()).toBe(true);
  expect((await doc.json()).paths['/api/product/get-products']).toBeTruthy();
  const missing = await request.get('/api/no-such-thing');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ detail: 'Not found.' });
  const docs = await request.get('/api/docs');
  expect(docs.ok()).toBe(true);
});
