import type { AdminCategory } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/testing/fetch';
import { installResizeObserver, renderRoute } from '@/testing/render';
import { AdminCategories } from './admin-categories';

const cat = (over: Partial<AdminCategory>): AdminCategory => ({
  id: 1,
  name: 'Herramientas',
  slug: 'herramientas',
  parent: null,
  position: 0,
  depth: 0,
  product_count: 0,
  children_count: 0,
  ...over,
});
const tree = {
  count: 3,
  results: [
    cat({ id: 1, children_count: 1 }),
    cat({ id: 2, name: 'Taladros', slug: 'taladros', parent: 1, depth: 1, children_count: 1 }),
    cat({ id: 3, name: 'Brocas', slug: 'brocas', parent: 2, depth: 2, product_count: 4 }),
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('AdminCategories', () => {
  it('indents the tree and offers as parent neither the category nor its descendants', async () => {
    installResizeObserver();
    mockApi({ 'GET /api/admin/categories': tree });
    renderRoute(<AdminCategories />);
    const brocas = (await screen.findByText('Brocas')).closest('li')!;
    expect(brocas.style.paddingLeft).toBe('4rem');
    await userEvent.click(screen.getByRole('button', { name: 'Editar la categoría Taladros' }));
    const parent = screen.getByLabelText('Categoría superior');
    const options = [...parent.querySelectorAll('option')].map((o) => o.textContent?.trim());
    expect(options).toEqual(['Ninguna (categoría principal)', 'Herramientas']);
    expect(parent).toHaveValue('1');
  });

  it('shows the server cycle error next to the parent, and the 409 reason of a delete', async () => {
    installResizeObserver();
    mockApi({
      'GET /api/admin/categories': tree,
      'PATCH /api/admin/categories/1': () =>
        reply(400, {
          parent: [
            'Una categoría no puede estar dentro de sí misma ni de una de sus subcategorías.',
          ],
        }),
      'DELETE /api/admin/categories/3': () =>
        reply(409, {
          error:
            'No se puede eliminar: la usan 4 producto(s) y tiene 0 subcategoría(s). Muévelos antes.',
          code: 'in_use',
        }),
    });
    renderRoute(<AdminCategories />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar la categoría Herramientas' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await screen.findByText(
        'Una categoría no puede estar dentro de sí misma ni de una de sus subcategorías.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la categoría Brocas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText(/No se puede eliminar: la usan 4 producto\(s\)/),
    ).toBeInTheDocument();
  });
});
