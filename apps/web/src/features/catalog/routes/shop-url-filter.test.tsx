import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appliedFilter } from '../lib/filter-store';
import { readListFilter, writeFilterParams } from '@shop/contract/values';
import { ShopPage } from './shop-page';
import { categoryTree } from '@/testing/catalog-fixtures';
import { mockApi } from '@/testing/fetch';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';

afterEach(() => appliedFilter.clear());

const brands = [
  { id: 1, name: 'Bosch' },
  { id: 2, name: 'Truper' },
];

describe('filters in the URL (ADR 038)', () => {
  it('reads and writes category, price, sort, order, brands and in_stock', () => {
    const params = writeFilterParams({
      category_id: 2,
      price_range: '20 - 39',
      sort_by: 'price',
      order: 'asc',
      brand: ['Bosch', 'Truper'],
      in_stock: true,
    });
    expect(params.toString()).toBe(
      'category=2&price_range=20+-+39&sort_by=price&order=asc&brand=Bosch&brand=Truper&in_stock=1',
    );
    expect(readListFilter(params)).toEqual({
      category_id: 2,
      price_range: '20 - 39',
      sort_by: 'price',
      order: 'asc',
      brand: ['Bosch', 'Truper'],
      in_stock: true,
    });
    expect(readListFilter(new URLSearchParams('page=2'))).toBeNull();
    expect(readListFilter(new URLSearchParams('category=x&price_range=nope'))).toMatchObject({
      category_id: 0,
      price_range: 'Any',
    });
  });

  it('a shared /shop URL opens with its filter applied and checked in the panel', async () => {
    const { callsTo } = mockApi({
      'GET /api/category/categories': { categories: categoryTree },
      'GET /api/product/brands': { brands },
      'POST /api/product/by/search': {
        filtered_products: [makeProduct({ id: 7, name: 'Martillo', brand: 'Truper' })],
        count: 1,
      },
    });
    const { router } = renderRoute(<ShopPage />, {
      path: '/shop',
      url: '/shop?category=0&brand=Truper&in_stock=1&sort_by=price&order=asc',
    });
    expect(await screen.findByText('1 producto con el filtro aplicado')).toBeInTheDocument();
    expect(callsTo('/api/product/by/search')[0]?.body).toEqual({
      category_id: 0,
      price_range: 'Any',
      sort_by: 'price',
      order: 'asc',
      brand: ['Truper'],
      in_stock: true,
      page: 1,
      page_size: 24,
    });
    const panel = screen.getByRole('complementary', { name: 'Filtros de productos' });
    expect(await within(panel).findByRole('checkbox', { name: 'Truper' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Bosch' })).not.toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Solo con stock' })).toBeChecked();

    // Another brand, Buscar: the URL changes (a new history entry, so Back returns).
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Bosch' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Solo con stock' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.search).toBe(
      '?category=0&sort_by=price&order=asc&brand=Truper&brand=Bosch',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(router.state.location.search).toBe('');
    await router.navigate(-1);
    expect(router.state.location.search).toContain('brand=Bosch');
  }, 20_000);
});
