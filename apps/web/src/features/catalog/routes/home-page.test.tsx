import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HomePage } from './home-page';
import { mockApi, reply } from '@/testing/fetch';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';

const newest = ['Foco LED 9 W', 'Breaker 2P 20 A', 'Cable THHN 12 AWG'].map((name) =>
  makeProduct({ name, brand: 'Sylvania' }),
);
const best = ['Taladro percutor', 'Cinta aislante', 'Llave de paso'].map((name, i) =>
  makeProduct({ name, brand: ['Bosch', '3M', 'Black+Decker'][i] }),
);

describe('home', () => {
  it('greets, shows the 3 newest, the 3 best sellers and the brands', async () => {
    const { callsTo } = mockApi({
      'GET /api/product/get-products': ({ query }) => {
        if (query.get('limit') === '3')
          return reply(200, { products: query.get('sortBy') === 'sold' ? best : newest, count: 3 });
        return reply(500, {});
      },
      'GET /api/product/brands': {
        brands: ['3M', 'Black+Decker', 'Bosch', 'Sylvania'].map((name, i) => ({ id: i + 1, name })),
      },
    });
    renderRoute(<HomePage />, { path: '/' });
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent('tu tienda de confianza');
    expect(screen.getByText(/Calidad en cada producto, 100% garantizado/)).toBeInTheDocument();

    const arrivals = screen.getByRole('region', { name: 'Catálogos de nuestros productos' });
    expect(within(arrivals).getByRole('status')).toBeInTheDocument();
    expect(await within(arrivals).findAllByRole('article')).toHaveLength(3);
    expect(within(arrivals).getByRole('heading', { name: 'Foco LED 9 W' })).toBeInTheDocument();
    expect(within(arrivals).getAllByRole('link', { name: 'Visualizar Catálogo' })).toHaveLength(3);

    const sellers = screen.getByRole('region', { name: 'Los más vendidos' });
    expect(await within(sellers).findAllByRole('article')).toHaveLength(3);
    expect(within(sellers).getByRole('heading', { name: 'Taladro percutor' })).toBeInTheDocument();

    const calls = callsTo('/api/product/get-products').map((c) => c.query.toString());
    expect(calls).toContain('sortBy=date_created&order=desc&limit=3');
    expect(calls).toContain('sortBy=sold&order=desc&limit=3');

    const brands = screen.getByRole('region', { name: 'Trabajamos con las mejores marcas' });
    const logos = await within(brands).findAllByRole('img');
    expect(logos.map((l) => l.getAttribute('alt'))).toEqual([
      '3M',
      'Black+Decker',
      'Bosch',
      'Sylvania',
    ]);
    expect(logos[1]).toHaveAttribute('src', '/media/brands/black-decker.webp');
    // The brands come from their own list, not from a page of 100 products.
    expect(calls).toHaveLength(2);
  });

  it('says so when the catalogue is empty', async () => {
    mockApi({ 'GET /api/product/get-products': { products: [], count: 0 } });
    renderRoute(<HomePage />, { path: '/' });
    await waitFor(() =>
      expect(screen.getAllByText('No se han encontrado productos disponibles.')).toHaveLength(2),
    );
  });
});
