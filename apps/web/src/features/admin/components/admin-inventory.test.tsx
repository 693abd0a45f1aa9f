import type { InventoryItem, StockMovement } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { AdminInventory } from './admin-inventory';

const item = (over: Partial<InventoryItem> = {}): InventoryItem => ({
  id: 9,
  sku: 'EV-00009',
  name: 'Broca 6 mm',
  quantity: 3,
  sold: 10,
  is_active: true,
  low_stock: true,
  ...over,
});
const sale: StockMovement = {
  id: 1,
  change: -2,
  reason: 'venta',
  quantity_after: 3,
  by: null,
  note: null,
  order_transaction_id: 'TX-7',
  created_at: '2026-11-23T15:00:00Z',
};
const page = <T,>(results: T[]) => ({ count: results.length, page: 1, page_size: 20, results });

afterEach(() => vi.restoreAllMocks());

describe('AdminInventory', () => {
  it('lists stock, opens a product, adjusts it with a reason and shows the server error by the field', async () => {
    let quantity = 3;
    const movements: StockMovement[] = [sale];
    const api = mockApi({
      'GET /api/admin/inventory': () =>
        reply(200, page([item({ quantity }), item({ id: 4, name: 'Martillo', quantity: 0 })])),
      'GET /api/admin/inventory/9': () => reply(200, item({ quantity })),
      'GET /api/admin/products/9/stock': () => reply(200, page(movements)),
      'POST /api/admin/products/9/stock': (call: ApiCall) => {
        const body = call.body as { change: number; reason: string; note?: string };
        if (quantity + body.change < 0)
          return reply(400, {
            change: [`El stock no puede quedar por debajo de cero (hay ${quantity} unidades).`],
          });
        quantity += body.change;
        const movement: StockMovement = {
          ...sale,
          id: movements.length + 1,
          change: body.change,
          reason: body.reason as StockMovement['reason'],
          quantity_after: quantity,
          by: 'bodega@elvolt.ec',
          note: body.note ?? null,
          order_transaction_id: null,
        };
        movements.unshift(movement);
        return reply(200, { quantity, movement });
      },
    });
    renderRoute(<AdminInventory />, { path: '/admin/inventario' });
    const list = await screen.findByRole('list', { name: 'Productos' });
    expect(within(list).getByText('Agotado')).toBeInTheDocument();
    expect(within(list).getByText('Stock bajo')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Movimientos y ajuste de Broca 6 mm' }),
    );
    expect(await screen.findByRole('heading', { name: 'Broca 6 mm' })).toBeVisible();
    const moves = await screen.findByRole('list', { name: 'Movimientos de stock' });
    expect(within(moves).getByText('Venta')).toBeInTheDocument();
    expect(within(moves).getByRole('link', { name: 'TX-7' })).toHaveAttribute(
      'href',
      '/admin/pedidos/TX-7',
    );

    // Client-side: Spanish errors next to the fields.
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajuste' }));
    expect(await screen.findByText('Indica un número entero de unidades.')).toBeVisible();
    expect(screen.getByText('Elige un motivo: compra, ajuste, devolución o merma.')).toBeVisible();

    // Server-side: below zero, the server's message under "Cambio de unidades".
    const change = screen.getByLabelText('Cambio de unidades');
    await userEvent.type(change, '-5');
    await userEvent.selectOptions(screen.getByLabelText('Motivo'), 'merma');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajuste' }));
    expect(
      await screen.findByText('El stock no puede quedar por debajo de cero (hay 3 unidades).'),
    ).toBeVisible();
    expect(change).toHaveAccessibleDescription(
      'El stock no puede quedar por debajo de cero (hay 3 unidades).',
    );

    await userEvent.clear(change);
    await userEvent.type(change, '12');
    await userEvent.selectOptions(screen.getByLabelText('Motivo'), 'compra');
    await userEvent.type(screen.getByLabelText('Nota (opcional)'), 'Factura 001-234');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajuste' }));
    expect(
      await screen.findByText('Broca 6 mm: +12 (compra). Stock actual: 15.'),
    ).toBeInTheDocument();
    expect(
      api
        .callsTo('/api/admin/products/9/stock')
        .filter((c) => c.method === 'POST')
        .at(-1)!.body,
    ).toEqual({
      change: 12,
      reason: 'compra',
      note: 'Factura 001-234',
    });
    expect(await screen.findByText('«Factura 001-234»')).toBeVisible();
    // The form is empty again, ready for the next adjustment.
    expect(change).toHaveValue(null);
    expect(screen.getByLabelText('Motivo')).toHaveValue('');
    expect(await screen.findByTestId('current-stock')).toHaveTextContent('15');
  }, 20_000);

  it('sends the search and stock filter, and opens the product named in the address', async () => {
    const api = mockApi({
      'GET /api/admin/inventory': page([]),
      'GET /api/admin/inventory/9': item(),
      'GET /api/admin/products/9/stock': page([]),
    });
    renderRoute(<AdminInventory />, {
      path: '/admin/inventario',
      url: '/admin/inventario?producto=9',
    });
    expect(await screen.findByRole('heading', { name: 'Broca 6 mm' })).toBeVisible();
    expect(await screen.findByText('Este producto todavía no tiene movimientos.')).toBeVisible();
    expect(screen.getByText('No hay productos que coincidan con la búsqueda.')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'broca');
    await userEvent.selectOptions(screen.getByLabelText('Stock'), 'out');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await vi.waitFor(() =>
      expect(Object.fromEntries(api.callsTo('/api/admin/inventory').at(-1)!.query)).toEqual({
        search: 'broca',
        stock: 'out',
        page: '1',
        page_size: '20',
      }),
    );
  }, 20_000);
  it('asks before leaving with an unsaved adjustment', async () => {
    mockApi({
      'GET /api/admin/inventory': page([item()]),
      'GET /api/admin/inventory/9': item(),
      'GET /api/admin/products/9/stock': page([sale]),
    });
    const view = renderRoute(<AdminInventory />, {
      path: '/admin/inventario',
      url: '/admin/inventario?producto=9',
    });
    await userEvent.type(await screen.findByLabelText('Cambio de unidades'), '4');
    await userEvent.click(await screen.findByRole('link', { name: 'TX-7' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(view.router.state.location.pathname).toBe('/admin/inventario');
    expect(screen.getByLabelText('Cambio de unidades')).toHaveValue(4);

    await userEvent.click(screen.getByRole('link', { name: 'TX-7' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    expect(await screen.findByRole('heading', { name: 'Otra página' })).toBeVisible();
  }, 20_000);
});
