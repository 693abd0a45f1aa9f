import { listProducts } from '../support/catalog';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';

test.describe('pages without JavaScript (search engines, link previews)', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price, canonical, og:image and JSON-LD', async ({
    page,
    request,
  }) => {
    const [product] = await listProducts(request);
    const res = await page.goto(`/product/${product!.id}`);
    expect(res!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    await expect(page.getByText(`$${product!.price}`).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/product/${product!.id}$`),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\/.+\/media\//,
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const parsed = blocks.map((b) => JSON.parse(b) as { '@type': string });
    expect(parsed.map((p) => p['@type'])).toEqual(['Product', 'BreadcrumbList']);
    await page.screenshot({ path: '/tmp/reach-product-nojs.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/reach-product-nojs-390.png', fullPage: true });
  });

  test('home, /shop, /catalogo and a search list products in their first HTML', async ({
    page,
    request,
  }) => {
    const names = (await listProducts(request)).map((p) => p.name);
    for (const url of ['/', '/shop', '/catalogo', '/search?q=taladro', '/shop?page=2']) {
      await page.goto(url);
      const shown = await page.locator('main li a').allTextContents();
      expect(shown.length, url).toBeGreaterThan(0);
      expect(
        names.some((n) => shown.some((s) => s.includes(n))),
        url,
      ).toBe(true);
    }
  });

  test('an unknown path answers 404 with the Error404 page', async ({ page }) => {
    const res = await page.goto('/esta/pagina/no-existe');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Error404' })).toBeVisible();
  });
});

test.describe('the app takes over the first HTML', () => {
  test('a product page renders its full view with no console error and axe clean', async ({
    page,
    request,
  }) => {
    const [product] = await listProducts(request);
    // Any console message about the Content-Security-Policy (warnings included): zod's
    // code-generation probe is switched off on the web (z.config({ jitless: true })).
    const cspMessages: string[] = [];
    page.on('console', (msg) => {
      if (/Content.Security.Policy|unsafe-eval/i.test(msg.text())) cspMessages.push(msg.text());
    });
    await page.goto(`/product/${product!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    // The app's own view (the add-to-cart button) replaced the server's snapshot.
    await expect(page.getByRole('button', { name: /carrito/i }).first()).toBeVisible();
    await expect(page.locator('#initial-queries')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoA11yViolations(page);
    expect(cspMessages).toEqual([]);
    await page.screenshot({ path: '/tmp/reach-product-js.png' });
  });

  test('a search and a filtered list come with their results; the app does not ask for them again', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/product\/(search|by\/search|get-products)/.test(r.url())) asked.push(r.url());
    });
    for (const [url, heading] of [
      ['/search?q=taladro', /^Productos \(\d+\)$/],
      ['/shop?category=0&price_range=More+than+80&sort_by=price&order=asc', 'Filtro de Productos'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(/^Mostrando 1–\d+ de \d+ productos$/)).toBeVisible();
      await expect(page.locator('#initial-queries')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
    }
    expect(asked).toEqual([]);
  });

  test('sitemap and robots are served', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('/product/');
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Disallow: /checkout');
  });
});
