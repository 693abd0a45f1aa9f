import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appliedFilter } from '../lib/filter-store';

import { CatalogoPage } from './catalogo-page';
import { mockApi } from '@/testing/fetch';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';

afterEach(() => appliedFilter.clear());

describe('/catalogo', () => {
  it('lists every product, newest first, with pagination', async () => {
    const { callsTo } = mockApi({
      'GET /api/product/get-products': {
        products: [
          makeProduct({ name: 'Foco LED 9 W' }),
          makeProduct({ name: 'Cinta aislante 3M' }),
        ],
        count: 2,
      },
    });
    renderRoute(<CatalogoPage />, { path: '/catalogo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogos' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Foco LED 9 W' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(callsTo('/api/product/get-products')[0]?.query.get('sortBy')).toBe('date_created');
    expect(await screen.findByText('Mostrando 1–2 de 2 productos')).toBeInTheDocument();
  });

  it('shows the filtered list when a filter was applied on /shop, until it is cleared', async () => {
    appliedFilter.apply({ category_id: 4, price_range: '1 - 19', sort_by: 'price', order: 'asc' });
    const { callsTo } = mockApi({
      'GET /api/product/get-products': { products: [makeProduct(), makeProduct()], count: 2 },
      'POST /api/product/by/search': {
        filtered_products: [makeProduct({ name: 'Tomacorriente doble' })],
        count: 1,
      },
    });
    renderRoute(<CatalogoPage />, { path: '/catalogo' });
    expect(await screen.findByRole('heading', { name: 'Tomacorriente doble' })).toBeInTheDocument();
    expect(callsTo('/api/product/by/search')[0]?.body).toMatchObject({
      category_id: 4,
      price_range: '1 - 19',
      sort_by: 'price',
      order: 'asc',
    });
    expect(callsTo('/api/product/get-products')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await screen.findByText('2 productos');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('says so when there are no products', async () => {
    mockApi({ 'GET /api/product/get-products': { products: [], count: 0 } });
    renderRoute(<CatalogoPage />, { path: '/catalogo' });
    expect(
      await screen.findByText('No se han encontrado productos disponibles.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('article')).toBeNull();
  });
});
