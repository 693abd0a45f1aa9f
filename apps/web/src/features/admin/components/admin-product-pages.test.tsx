import type { AdminProduct } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { AdminProductNew } from './admin-product-pages';
import { AdminProductsList } from './admin-products-list';

const options = {
  brands: [{ id: 4, name: 'Truper' }],
  categories: [
    { id: 1, name: 'Herramientas Manuales', parent: null },
    { id: 2, name: 'Martillos', parent: 1 },
  ],
};
const saved: AdminProduct = {
  id: 41,
  name: 'Martillo de uña 16 oz',
  slug: 'martillo-de-una-16-oz',
  sku: 'MAR-016',
  brand: 4,
  brand_name: 'Truper',
  category: 2,
  category_name: 'Martillos',
  price: '12.50',
  compare_price: '12.50',
  quantity: 7,
  is_active: true,
  thumbnail: '',
  iva_rate: 15,
  description: '',
  sold: 0,
  photo: '',
  images: [],
  date_created: '2026-11-24T10:00:00Z',
  updated_at: '2026-11-24T10:00:00Z',
  max_per_order: null,
};

afterEach(() => vi.restoreAllMocks());

describe('AdminProductNew', () => {
  it(
    'shows Spanish errors beside the fields, the server’s code error, then creates',
    { timeout: 20_000 },
    async () => {
      let attempts = 0;
      const api = mockApi({
        'GET /api/admin/products/options': options,
        'POST /api/admin/products': () =>
          ++attempts === 1
            ? reply(400, { sku: ['Ya existe un producto con este código.'] })
            : reply(201, saved),
      });
      renderRoute(<AdminProductNew />, { path: '/admin/productos/nuevo' });
      const create = await screen.findByRole('button', { name: 'Crear producto' });
      await userEvent.click(create);
      expect(await screen.findByText('Escribe el nombre del producto.')).toBeInTheDocument();
      expect(screen.getByText('Elige una marca.')).toBeInTheDocument();
      expect(screen.getByText('Indica un precio.')).toBeInTheDocument();

      await userEvent.type(screen.getByLabelText('Nombre'), 'Martillo de uña 16 oz');
      await userEvent.type(screen.getByLabelText('Código (SKU)'), 'MAR-016');
      await userEvent.selectOptions(screen.getByLabelText('Marca'), '4');
      await userEvent.selectOptions(screen.getByLabelText('Categoría'), '2');
      expect(
        screen.getByRole('option', { name: 'Herramientas Manuales › Martillos' }),
      ).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Precio (USD, IVA incluido)'), '12,5');
      await userEvent.clear(screen.getByLabelText('Stock (unidades)'));
      await userEvent.type(screen.getByLabelText('Stock (unidades)'), '7');
      await userEvent.click(create);
      expect(await screen.findByText('Ya existe un producto con este código.')).toBeInTheDocument();
      expect(screen.getByLabelText('Código (SKU)')).toHaveAttribute('aria-invalid', 'true');

      await userEvent.click(create);
      expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeInTheDocument();
      expect(api.callsTo('/api/admin/products').at(-1)?.body).toEqual({
        name: 'Martillo de uña 16 oz',
        sku: 'MAR-016',
        brand: 4,
        category: 2,
        price: '12.50',
        compare_price: '',
        iva_rate: 15,
        quantity: 7,
        description: '',
        // Not ticked: a new product without a photo stays off sale (ADR 081).
        is_active: false,
        max_per_order: null,
      });
    },
  );
});

describe('AdminProductsList', () => {
  it('lists products and sends the filters', { timeout: 20_000 }, async () => {
    const api = mockApi({
      'GET /api/admin/products/options': options,
      'GET /api/admin/products': (call: ApiCall) =>
        reply(200, {
          count: 1,
          page: 1,
          page_size: 20,
          results: [{ ...saved, quantity: call.query.get('stock') === 'out' ? 0 : 7 }],
        }),
    });
    renderRoute(<AdminProductsList />, { path: '/admin/productos' });
    expect(await screen.findByRole('link', { name: 'Martillo de uña 16 oz' })).toHaveAttribute(
      'href',
      '/admin/productos/41',
    );
    expect(screen.getByText('7 u.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'MAR');
    await userEvent.selectOptions(screen.getByLabelText('Stock'), 'out');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('0 u.')).toBeInTheDocument();
    const last = api.callsTo('/api/admin/products').at(-1)!;
    expect(last.query.get('search')).toBe('MAR');
    expect(last.query.get('stock')).toBe('out');
  });
});
