import { AxeBuilder } from '@axe-core/playwright';
import { createActiveUser, logIn } from '../support/accounts';
import {
  expect,
  expectNoA11yViolations,
  expectNoHorizontalScroll,
  test,
} from '../support/fixtures';

test.describe('phone navigation @responsive', () => {
  test('the menu button opens a drawer with Tienda, Catálogo, the categories and account links', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Abrir menú' });
    if (!isMobile) {
      // Desktop keeps its links in the bar: no menu button.
      await expect(menuButton).toBeHidden();
      return;
    }
    // The search stays in the bar, one tap away.
    await expect(page.getByPlaceholder('Qué buscas hoy?')).toBeVisible();
    await page.screenshot({ path: '/tmp/shopper-nav-home.png' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('heading', { name: 'Menú' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Tienda' })).toHaveAttribute('href', '/shop');
    await expect(drawer.getByRole('link', { name: 'Catálogo' })).toHaveAttribute(
      'href',
      '/catalogo',
    );
    await expect(drawer.getByRole('link', { name: 'Inicia Sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    const categories = drawer.getByRole('list').nth(1).getByRole('link');
    await expect(categories.first()).toBeVisible();
    expect(await categories.count()).toBeGreaterThan(1);
    await page.screenshot({ path: '/tmp/shopper-nav-drawer.png' });
    await expectNoA11yViolations(page);
    await expectNoHorizontalScroll(page);

    // A category leads to its products and closes the drawer; focus lands on the page heading.
    const name = (await categories.first().textContent())?.trim() ?? '';
    await categories.first().click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/search\?q=&category=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(name.length).toBeGreaterThan(0);
  });

  test('suggestions show whole product names, on a phone as wide as the search bar', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Buscar productos' }).fill('amolad');
    const list = page.getByRole('listbox', { name: 'Sugerencias' });
    const name = list
      .getByRole('option', { name: /Amoladora angular 4 1\/2" 600 W/ })
      .getByText('Amoladora angular 4 1/2" 600 W');
    await expect(name).toBeVisible();
    // Neither cut with an ellipsis nor clamped: the watts tell the grinders apart.
    expect(
      await name.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
      ),
    ).toBe(true);
    if (isMobile) {
      const bar = (await page.getByRole('search', { name: 'Buscar en la tienda' }).boundingBox())!;
      const box = (await list.boundingBox())!;
      expect(Math.abs(box.x - bar.x)).toBeLessThan(1);
      expect(Math.abs(box.width - bar.width)).toBeLessThan(1);
    }
    await expectNoA11yViolations(page);
  });

  test('signed in, the drawer offers the account pages', async ({ page, request, isMobile }) => {
    test.skip(!isMobile, 'the drawer is the phone navigation');
    const user = await createActiveUser(request);
    await logIn(page, user);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer.getByRole('link', { name: 'Historial de Pago' })).toHaveAttribute(
      'href',
      '/dashboard/payments',
    );
    await expect(drawer.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Perfil de Usuario' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('focus and targets @responsive', () => {
  test('focus moves to the new page heading after a navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').locator('a[href="/cart"]').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a product card is one Tab stop plus its buttons', async ({ page }) => {
    await page.goto('/shop');
    const card = page.getByRole('article').first();
    await expect(card.getByRole('link', { name: /Visualizar Catálogo/ })).toBeVisible();
    const stops = await card.evaluate((el) => {
      const focusable = el.querySelectorAll<HTMLElement>('a[href], button, input, select');
      return [...focusable].filter((f) => f.tabIndex >= 0).map((f) => f.tagName);
    });
    // One link (Visualizar Catálogo) and buttons only.
    expect(stops.filter((t) => t === 'A')).toHaveLength(1);
  });

  test('radios are 24 px targets (axe target-size)', async ({ page, isMobile }) => {
    await page.goto('/search?q=&category=0');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (isMobile) await page.getByRole('button', { name: 'Filtros' }).click();
    const radios = page.locator('input[type="radio"]:visible');
    await expect(radios.first()).toBeVisible();
    const box = await radios.first().boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    const result = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(result.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });
});

test('the toast close button is a 24 px target', async ({ page, request }) => {
  const user = await createActiveUser(request);
  await logIn(page, user);
  const close = page.locator('[data-sonner-toast] [data-close-button]').first();
  await expect(close).toBeVisible();
  const box = await close.boundingBox();
  // The toast's entry transform leaves sub-pixel sizes (23.99...).
  expect(box?.width).toBeGreaterThan(23.9);
  expect(box?.height).toBeGreaterThan(23.9);
});
