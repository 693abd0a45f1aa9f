import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { appliedFilter } from '../lib/filter-store';
import { ShopPage } from './shop-page';
import { categoryTree } from '@/testing/catalog-fixtures';
import { mockApi, reply } from '@/testing/fetch';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';

// The phone drawer is a lazy chunk (Headless UI): loaded once here, so the drawer test does not
// wait on its module transform.
beforeAll(async () => {
  await import('../components/filter-drawer');
});

const all = [1, 2, 3, 4].map((id) => makeProduct({ id, name: `Producto ${id}` }));

afterEach(() => {
  appliedFilter.clear();
  vi.useRealTimers();
});

describe('/shop', () => {
  it('lists every product before Buscar, then the filtered list after', async () => {
    const { callsTo } = mockApi({
      'GET /api/category/categories': { categories: categoryTree },
      'GET /api/product/get-products': { products: all, count: 30 },
      'POST /api/product/by/search': { filtered_products: [all[1]], count: 1 },
    });
    renderRoute(<ShopPage />, { path: '/shop' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Filtro de Productos' }),
    ).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Resultados' });
    expect(await within(results).findAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('30 productos')).toBeInTheDocument();
    expect(callsTo('/api/product/get-products')[0]?.query.toString()).toBe(
      'sortBy=date_created&order=desc&page=1&page_size=24',
    );
    expect(callsTo('/api/product/by/search')).toHaveLength(0);

    const panel = screen.getByRole('complementary', { name: 'Filtros de productos' });
    for (const label of [
      'Todos los precios',
      '1 - 19',
      '20 - 39',
      '40 - 59',
      '60 - 79',
      '80 o más',
    ])
      expect(within(panel).getByRole('radio', { name: label })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'Todos los precios' })).toBeChecked();
    expect(within(panel).getByRole('group', { name: 'Más filtros' })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('radio', { name: 'Taladros' }));
    await userEvent.click(within(panel).getByRole('radio', { name: '80 o más' }));
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Ordenar por' }),
      'Más populares',
    );
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Orden' }), 'A - Z');
    // Nothing is asked before Buscar.
    expect(callsTo('/api/product/by/search')).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Buscar' }));

    expect(await screen.findByText('1 producto con el filtro aplicado')).toBeInTheDocument();
    expect(within(results).getAllByRole('article')).toHaveLength(1);
    expect(within(results).getByRole('heading', { name: 'Producto 2' })).toBeInTheDocument();
    expect(callsTo('/api/product/by/search')[0]?.body).toEqual({
      category_id: 2,
      price_range: 'More than 80',
      sort_by: 'sold',
      order: 'asc',
      page: 1,
      page_size: 24,
    });
    expect(appliedFilter.get()).toMatchObject({ category_id: 2, price_range: 'More than 80' });

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('30 productos')).toBeInTheDocument();
    expect(appliedFilter.get()).toBeNull();
  });

  it('says so when the filter finds nothing', async () => {
    mockApi({
      'GET /api/product/get-products': { products: all, count: 4 },
      'POST /api/product/by/search': { filtered_products: [], count: 0 },
    });
    renderRoute(<ShopPage />, { path: '/shop' });
    await screen.findAllByRole('article');
    const panel = screen.getByRole('complementary', { name: 'Filtros de productos' });
    await userEvent.click(within(panel).getByRole('radio', { name: '1 - 19' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('No se han encontrado productos para el filtro de búsqueda.'),
    ).toBeInTheDocument();
  });

  it('shows a spinner, and the empty message once 10 000 ms pass with no answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    mockApi({ 'GET /api/product/get-products': () => new Promise<Response>(() => {}) });
    renderRoute(<ShopPage />, { path: '/shop' });
    const results = screen.getByRole('region', { name: 'Resultados' });
    expect(within(results).getByRole('status')).toHaveTextContent('Cargando productos…');
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(
      screen.queryByText('No se han encontrado productos para el filtro de búsqueda.'),
    ).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(
      screen.getByText('No se han encontrado productos para el filtro de búsqueda.'),
    ).toBeInTheDocument();
  });

  it('pages through the list with page and page_size', async () => {
    const { callsTo } = mockApi({
      'GET /api/product/get-products': ({ query }) =>
        reply(200, { products: query.get('page') === '2' ? [all[3]] : all.slice(0, 3), count: 30 }),
    });
    renderRoute(<ShopPage />, { path: '/shop' });
    await screen.findAllByRole('article');
    expect(await screen.findByText('Mostrando 1–24 de 30 productos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Mostrando 25–30 de 30 productos')).toBeInTheDocument();
    expect(callsTo('/api/product/get-products').at(-1)?.query.get('page')).toBe('2');
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?page=2');
  });

  it('opens the filter drawer with the Filtros button (phones)', async () => {
    mockApi({ 'GET /api/product/get-products': { products: all, count: 4 } });
    renderRoute(<ShopPage />, { path: '/shop' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await userEvent.click(within(dialog).getByRole('radio', { name: '20 - 39' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
    expect(appliedFilter.get()).toMatchObject({ price_range: '20 - 39' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
