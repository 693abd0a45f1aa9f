import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { SearchPage } from './search-page';
import { categoryTree } from '@/testing/catalog-fixtures';
import { mockApi, reply } from '@/testing/fetch';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';

const found = [
  makeProduct({ name: 'Taladro percutor 1/2" 750 W' }),
  makeProduct({ name: 'Taladro inalámbrico' }),
];

describe('/search', () => {
  it("shows 'Productos (count)' for the top-bar search and its category", async () => {
    const { callsTo } = mockApi({
      'GET /api/category/categories': { categories: categoryTree },
      'POST /api/product/search': { search_products: found, count: 12 },
    });
    renderRoute(<SearchPage />, { path: '/search', url: '/search?q=taladro&category=1' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Productos (12)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(callsTo('/api/product/search')[0]?.body).toEqual({
      search: 'taladro',
      category_id: 1,
      price_range: 'Any',
      order: 'desc',
      page: 1,
      page_size: 24,
    });
    const panel = screen.getByRole('complementary', { name: 'Filtros de productos' });
    expect(
      await within(panel).findByRole('radio', { name: 'Herramientas eléctricas' }),
    ).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Amoladoras' })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue(
      'Relevancia',
    );
  });

  it("a category's page (no search text) names the category in its heading (issue 33)", async () => {
    mockApi({
      'GET /api/category/categories': { categories: categoryTree },
      'POST /api/product/search': { search_products: found, count: 2 },
    });
    renderRoute(<SearchPage />, { path: '/search', url: '/search?q=&category=2' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Taladros: Productos (2)' }),
    ).toBeInTheDocument();
  });

  it('refines the same search with category, price range, sort and order on Buscar', async () => {
    const { callsTo } = mockApi({
      'GET /api/category/categories': { categories: categoryTree },
      'POST /api/product/search': ({ body }) =>
        reply(
          200,
          (body as { price_range: string }).price_range === 'Any'
            ? { search_products: found, count: 2 }
            : { search_products: [found[0]], count: 1 },
        ),
    });
    renderRoute(<SearchPage />, { path: '/search', url: '/search?q=taladro&category=0' });
    await screen.findByRole('heading', { name: 'Productos (2)' });
    const panel = screen.getByRole('complementary', { name: 'Filtros de productos' });
    await userEvent.click(await within(panel).findByRole('radio', { name: 'Taladros' }));
    await userEvent.click(within(panel).getByRole('radio', { name: '60 - 79' }));
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Ordenar por' }),
      'Precio',
    );
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Orden' }), 'Z - A');
    await userEvent.click(within(panel).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { name: 'Productos (1)' })).toBeInTheDocument();
    expect(callsTo('/api/product/search').at(-1)?.body).toEqual({
      search: 'taladro',
      category_id: 2,
      price_range: '60 - 79',
      sort_by: 'price',
      order: 'desc',
      page: 1,
      page_size: 24,
    });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?q=taladro&category=2&price_range=60+-+79&sort_by=price&order=desc',
    );
  });

  it('searches again from the page and says so when nothing matches', async () => {
    mockApi({
      'POST /api/product/search': ({ body }) =>
        reply(
          200,
          (body as { search: string }).search === 'xyz'
            ? { search_products: [], count: 0 }
            : { search_products: found, count: 2 },
        ),
    });
    renderRoute(<SearchPage />, { path: '/search', url: '/search?q=taladro&category=0' });
    await screen.findByRole('heading', { name: 'Productos (2)' });
    const box = screen.getByRole('searchbox', { name: 'Buscar productos' });
    await userEvent.clear(box);
    await userEvent.type(box, 'xyz{Enter}');
    expect(await screen.findByRole('heading', { name: 'Productos (0)' })).toBeInTheDocument();
    expect(
      screen.getByText('No se han encontrado productos para el filtro de búsqueda.'),
    ).toBeInTheDocument();
  });
});
