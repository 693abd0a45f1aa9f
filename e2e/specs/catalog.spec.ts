import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';

test.describe('catalogue @responsive', () => {
  test('home greets the visitor and shows newest, best sellers and brands', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/tu tienda de confianza/i).first()).toBeVisible();
    await expect(page.getByText(/100% garantizado/i).first()).toBeVisible();
    const newest = page.locator('section', {
      has: page.getByRole('heading', { name: 'Catálogos de nuestros productos' }),
    });
    await expect(newest.getByRole('link', { name: /Visualizar Catálogo/ })).toHaveCount(3);
    await expect(
      page.getByRole('heading', { name: 'Trabajamos con las mejores marcas' }),
    ).toBeVisible();
    // No broken image anywhere on the page.
    await page.waitForLoadState('networkidle');
    const broken = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => img.src),
    );
    expect(broken).toEqual([]);
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);
  });

  test('product page: details, stock label, related products and the PDF sheet', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /Visualizar Catálogo/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    const name = await page.getByRole('heading', { level: 1 }).innerText();
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(
      page
        .getByRole('main')
        .getByText(/^(En Stock|Fuera de Stock)$/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Productos relacionados' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoA11yViolations(page);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Información en PDF' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('product-info.pdf');
    const stream = await download.createReadStream();
    let size = 0;
    for await (const chunk of stream) size += (chunk as Buffer).length;
    expect(size).toBeGreaterThan(1000);
  });
});

test('shop filter: unfiltered list first, filtered list after Buscar, kept on /catalogo', async ({
  page,
}) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Filtro de Productos' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Visualizar Catálogo/ }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  const panel = page.getByRole('complementary', { name: 'Filtros de productos' });
  await panel.getByRole('radio', { name: '80 o más' }).check();
  await panel.getByLabel('Ordenar por').selectOption({ label: 'Precio' });
  await panel.getByLabel(/^Orden(?!ar)/).selectOption({ label: 'A - Z' });
  await panel.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText(/con el filtro aplicado/)).toBeVisible();
  const prices = await page
    .locator('article')
    .evaluateAll((cards) =>
      cards.map((c) =>
        Number((c.textContent ?? '').match(/\$([\d,]+\.\d{2})/)?.[1]?.replace(/,/g, '') ?? 'NaN'),
      ),
    );
  expect(prices.length).toBeGreaterThan(0);
  for (const p of prices) expect(p).toBeGreaterThanOrEqual(80);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);

  await page.goto('/catalogo');
  await expect(page.getByRole('heading', { name: 'Catalogos' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a filter with no results shows the empty message', async ({ page }) => {
  await page.goto('/shop');
  const panel = page.getByRole('complementary', { name: 'Filtros de productos' });
  await panel.getByRole('radio', { name: '80 o más' }).check();
  await panel.getByRole('radio', { name: 'Seguridad Industrial' }).check();
  await panel.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page.getByText('No se han encontrado productos para el filtro de búsqueda.'),
  ).toBeVisible({
    timeout: 15_000,
  });
});

test('a search with a typo still finds the product, and suggestions work with the keyboard', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await box.fill('amoladra');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search/);
  await expect(page.getByRole('heading', { name: /Productos \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Amoladora/i }).first()).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto('/');
  await box.fill('taladro');
  await expect(page.getByRole('listbox', { name: 'Sugerencias' })).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
});

test('an unknown product shows a friendly not-found state', async ({ page }) => {
  await page.goto('/product/999999');
  await expect(page.getByText('Producto no encontrado')).toBeVisible();
});
