import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { RootLayout } from './root-layout';
import { categoryTree } from '@/testing/catalog-fixtures';
import { mockApi } from '@/testing/fetch';
import { makeProduct } from '@/testing/make-product';

function Where() {
  const { pathname, search } = useLocation();
  return <main>{`en ${pathname}${search}`}</main>;
}

function renderLayout(url = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: '*', element: <Where /> }] }],
    {
      initialEntries: [url],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const api = () =>
  mockApi({
    'GET /api/category/categories': { categories: categoryTree },
    'GET /api/product/suggest': ({ query }: { query: URLSearchParams }) =>
      Response.json({
        suggestions: query.get('q')?.startsWith('tal')
          ? [
              makeProduct({ id: 11, name: 'Taladro percutor 1/2" 750 W' }),
              makeProduct({ id: 12, name: 'Taladro inalámbrico 20 V' }),
            ].map(({ id, name, get_thumbnail, price }) => ({ id, name, get_thumbnail, price }))
          : [],
      }),
  });

describe('RootLayout', () => {
  it('has a top bar with the logo, the category select (Todo = 0) and the search input', async () => {
    api();
    renderLayout();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Ferretería El Volt' })).toHaveAttribute(
      'href',
      '/',
    );
    const select = within(header).getByRole('combobox', { name: 'Categoría' });
    const options = within(select).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Todo');
    expect(options[0]).toHaveValue('0');
    // Categories and their sub-categories arrive from the API.
    expect(await within(select).findByRole('option', { name: /Taladros/ })).toHaveValue('2');
    expect(within(select).getAllByRole('option')).toHaveLength(5);
    const input = within(header).getByPlaceholderText('Qué buscas hoy?');
    expect(input).toBeRequired();
    expect(within(header).getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
  });

  it('submitting the search box opens /search with the text and the category', async () => {
    api();
    renderLayout();
    const header = screen.getByRole('banner');
    await screen.findByRole('option', { name: /Material eléctrico/ });
    await userEvent.selectOptions(within(header).getByRole('combobox', { name: 'Categoría' }), '4');
    await userEvent.type(within(header).getByPlaceholderText('Qué buscas hoy?'), 'cable 12 awg');
    await userEvent.click(within(header).getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('en /search?q=cable+12+awg&category=4')).toBeInTheDocument();
    // On /search itself the box is hidden.
    expect(screen.queryByPlaceholderText('Qué buscas hoy?')).toBeNull();
  });

  it('does not search for blank text', async () => {
    api();
    renderLayout('/shop');
    await userEvent.type(screen.getByPlaceholderText('Qué buscas hoy?'), '   {Enter}');
    expect(screen.getByText('en /shop')).toBeInTheDocument();
  });

  it('suggests products under the input, usable with the keyboard', async () => {
    const { callsTo } = api();
    renderLayout();
    const input = screen.getByRole('combobox', { name: 'Buscar productos' });
    await userEvent.type(input, 'tal');
    const listbox = await screen.findByRole('listbox', { name: 'Sugerencias' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    expect(callsTo('/api/product/suggest').at(-1)?.query.get('q')).toBe('tal');
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: /inalámbrico/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);

    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('en /product/11')).toBeInTheDocument();
  });

  it('Enter without a highlighted suggestion searches the text', async () => {
    api();
    renderLayout();
    const input = screen.getByRole('combobox', { name: 'Buscar productos' });
    await userEvent.type(input, 'tal');
    await screen.findByRole('listbox', { name: 'Sugerencias' });
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('en /search?q=tal&category=0')).toBeInTheDocument();
  });

  it('has a footer with contact details in Quito, the links and the copyright', async () => {
    api();
    renderLayout();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'ventas@elvolt.ec' })).toHaveAttribute(
      'href',
      'mailto:ventas@elvolt.ec',
    );
    expect(footer).toHaveTextContent('+593 2 245 6789');
    expect(footer).toHaveTextContent('Av. 10 de Agosto N37-120 y Villalengua');
    expect(footer).toHaveTextContent('Quito, Ecuador');
    expect(within(footer).getByRole('link', { name: 'Registrarse' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(footer).getByRole('link', { name: 'Productos' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(within(footer).getByRole('link', { name: 'Carrito de compras' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(footer).toHaveTextContent('© 2024 Ferretería El Volt');
  });
});
