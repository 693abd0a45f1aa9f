import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { ProductPage } from './product-page';
import { categoryTree } from '@/testing/catalog-fixtures';
import { mockApi, reply } from '@/testing/fetch';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';

// The zoom dialog is a lazy chunk (Headless UI): loaded once here, so the gallery test does not
// wait on its module transform.
beforeAll(async () => {
  await import('../components/zoom-dialog');
});

const product = makeProduct({
  id: 5,
  name: 'Taladro percutor 1/2" 750 W',
  brand: 'DeWalt',
  price: '89.90',
  compare_price: '104.50',
  quantity: 4,
  category: 2,
  description:
    '<p>Motor de <strong>750 W</strong> para concreto.</p><ul><li>Mandril 1/2"</li></ul>',
});
const related = [
  makeProduct({ name: 'Broca SDS 8 mm' }),
  makeProduct({ name: 'Amoladora 4 1/2"' }),
];

const api = (overrides: Record<string, unknown> = {}) =>
  mockApi({
    'GET /api/category/categories': { categories: categoryTree },
    'GET /api/product/product/5': { product },
    'GET /api/product/related/5': { related_products: related },
    ...overrides,
  });

beforeEach(() => {
  document.title = 'Ferretería El Volt';
});
afterEach(() => vi.restoreAllMocks());

describe('/product/:productId', () => {
  it('shows photo, name, brand, price, description, stock, related products, title and meta', async () => {
    api();
    renderRoute(
      <ProductPage renderAction={(p) => <button type="button">Agregar {p.name}</button>} />,
      {
        path: '/product/:productId',
        url: '/product/5',
      },
    );
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Taladro percutor 1/2" 750 W',
    });
    expect(heading).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('img', { name: 'Taladro percutor 1/2" 750 W' })).toHaveAttribute(
      'src',
      '/media/products/taladro-5.webp',
    );
    expect(within(main).getAllByText('DeWalt')[0]).toBeInTheDocument();
    expect(within(main).getAllByText('$89.90')[0]).toBeInTheDocument();
    expect(within(main).getByText('$104.50').closest('s')).not.toBeNull();
    expect(within(main).getAllByText('En Stock')[0]).toBeInTheDocument();
    expect(within(main).getByText('¡Quedan solo 4 unidades!')).toBeInTheDocument();
    expect(within(main).getByText('750 W').tagName).toBe('STRONG');
    expect(
      within(main).getByRole('button', { name: `Agregar ${product.name}` }),
    ).toBeInTheDocument();
    expect(
      within(main).getByRole('button', { name: 'Descargar Información en PDF' }),
    ).toBeInTheDocument();
    // Breadcrumbs follow the category tree.
    const crumbs = within(main).getByRole('navigation', { name: 'Ruta de navegación' });
    expect(
      await within(crumbs).findByRole('link', { name: 'Herramientas eléctricas' }),
    ).toBeInTheDocument();
    expect(within(crumbs).getByRole('link', { name: 'Taladros' })).toHaveAttribute(
      'href',
      '/search?q=&category=2',
    );
    const relatedSection = await screen.findByRole('region', { name: 'Productos relacionados' });
    expect(await within(relatedSection).findAllByRole('article')).toHaveLength(2);
    expect(document.title).toBe('Taladro percutor 1/2" 750 W | Ferretería El Volt');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Motor de 750 W para concreto. Mandril 1/2"',
    );
  });

  it('shows the gallery (main photo, then further images), the code and a brand link', async () => {
    api({
      'GET /api/product/product/5': {
        product: {
          ...product,
          sku: 'EV-00005',
          images: [
            { photo: '/media/products/t-2.webp', thumbnail: '/media/products/t-2-thumb.webp' },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderRoute(<ProductPage />, { path: '/product/:productId', url: '/product/5' });
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    const gallery = within(main).getByRole('list', { name: `Imágenes de ${product.name}` });
    const photos = within(gallery).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([
      '/media/products/taladro-5.webp',
      '/media/products/t-2.webp',
    ]);
    expect(photos[1]).toHaveAccessibleName(`${product.name}, imagen 2 de 2`);
    const second = within(main).getByRole('button', { name: 'Ver imagen 2 de 2' });
    await user.click(second);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(within(main).getByText('EV-00005')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /DeWalt/ })).toHaveAttribute(
      'href',
      '/search?q=DeWalt&category=0',
    );
    await user.click(within(main).getByRole('button', { name: 'Ampliar imagen' }));
    expect(await screen.findByRole('dialog', { name: product.name })).toBeInTheDocument();
  });

  it("says 'Fuera de Stock' when the quantity is 0", async () => {
    api({ 'GET /api/product/product/5': { product: { ...product, quantity: 0 } } });
    renderRoute(<ProductPage />, { path: '/product/:productId', url: '/product/5' });
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('main')).getAllByText('Fuera de Stock')[0]).toBeInTheDocument();
    expect(screen.queryByText(/Quedan solo/)).toBeNull();
  });

  it("shows 'Producto no encontrado' for an unknown product or a bad id", async () => {
    api({
      'GET /api/product/product/999': () =>
        reply(404, { error: 'Product with this ID does not exist' }),
    });
    const { unmount } = renderRoute(<ProductPage />, {
      path: '/product/:productId',
      url: '/product/999',
    });
    expect(
      await screen.findByRole('heading', { name: 'Producto no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute(
      'href',
      '/shop',
    );
    unmount();
    renderRoute(<ProductPage />, { path: '/product/:productId', url: '/product/abc' });
    expect(screen.getByRole('heading', { name: 'Producto no encontrado' })).toBeInTheDocument();
  });

  it('downloads the PDF sheet as product-info.pdf from the shop API', async () => {
    const { callsTo } = api({
      'GET /api/product/product/5/pdf': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    });
    const createObjectURL = vi.fn(() => 'blob:ficha');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    let saved: { href: string; download: string } | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { href: this.href, download: this.download };
    });
    renderRoute(<ProductPage />, { path: '/product/:productId', url: '/product/5' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Descargar Información en PDF' }),
    );
    await vi.waitFor(() =>
      expect(saved).toEqual({ href: 'blob:ficha', download: 'product-info.pdf' }),
    );
    expect(callsTo('/api/product/product/5/pdf')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('only logs a warning when the PDF download fails', async () => {
    api({ 'GET /api/product/product/5/pdf': () => reply(500, { error: 'Internal server error' }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderRoute(<ProductPage />, { path: '/product/:productId', url: '/product/5' });
    const button = await screen.findByRole('button', { name: 'Descargar Información en PDF' });
    await userEvent.click(button);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(click).not.toHaveBeenCalled();
    expect(button).toBeEnabled();
  });
});
