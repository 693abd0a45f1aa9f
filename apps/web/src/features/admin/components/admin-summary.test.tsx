import type { AdminSummary as Summary } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { AdminSummary } from './admin-summary';

const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  total: i === 29 ? '120.50' : i === 10 ? '300.00' : '0.00',
  orders: i === 29 ? 2 : i === 10 ? 1 : 0,
}));

const summary = (over: Partial<Summary> = {}): Summary => ({
  role: 'administrador',
  today: '2026-11-30',
  sales: {
    today: { total: '120.50', orders: 2, average_ticket: '60.25' },
    last_7_days: { total: '120.50', orders: 2, average_ticket: '60.25' },
    last_30_days: { total: '420.50', orders: 3, average_ticket: '140.17' },
    daily: days,
  },
  best_sellers: [{ product_id: 3, name: 'Taladro percutor 750 W', units: 4, amount: '80.00' }],
  low_stock: {
    threshold: 5,
    count: 1,
    results: [{ id: 9, sku: 'EV-00009', name: 'Broca 6 mm', quantity: 2 }],
  },
  waiting_orders: {
    count: 1,
    results: [
      {
        transaction_id: 'TX-001',
        status: 'not_processed',
        date_issued: '2026-11-29T15:00:00Z',
        item_count: 3,
        amount: '60.00',
      },
    ],
  },
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe('AdminSummary', () => {
  it('shows the periods, the chart with its figures, best sellers, low stock and waiting orders', async () => {
    mockApi({ 'GET /api/admin/summary': summary() });
    renderRoute(<AdminSummary />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Panel de administración' }),
    ).toBeVisible();
    const today = (await screen.findByRole('heading', { name: 'Hoy' })).closest('li')!;
    expect(within(today).getByText('$120.50')).toBeInTheDocument();
    expect(within(today).getByText('$60.25')).toBeInTheDocument();
    const month = screen.getByRole('heading', { name: 'Últimos 30 días' }).closest('li')!;
    expect(within(month).getByText('3')).toBeInTheDocument();

    const chart = screen.getByRole('img', { name: /^Ventas diarias de los últimos 30 días/ });
    expect(chart).toHaveAccessibleName(
      'Ventas diarias de los últimos 30 días: $420.50 en total; el día con más ventas fue el 11/11 con $300.00.',
    );
    await userEvent.click(screen.getByText('Ver cifras por día'));
    const table = screen.getByRole('table', { name: 'Ventas por día' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);

    expect(screen.getByText('Taladro percutor 750 W')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Broca 6 mm (ver en Inventario)' })).toHaveAttribute(
      'href',
      '/admin/inventario?producto=9',
    );
    expect(screen.getByRole('link', { name: 'TX-001' })).toHaveAttribute(
      'href',
      '/admin/pedidos/TX-001',
    );
  }, 20_000);

  it('bodega: no sales, no amounts, only the count of orders it may not open', async () => {
    mockApi({
      'GET /api/admin/summary': summary({
        role: 'bodega',
        sales: null,
        best_sellers: [{ product_id: 3, name: 'Taladro', units: 1, amount: null }],
        waiting_orders: {
          count: 1,
          results: [{ ...summary().waiting_orders.results[0]!, amount: null }],
        },
      }),
    });
    renderRoute(<AdminSummary />);
    expect(
      await screen.findByText('Ventas los abre en Pedidos; aquí ves cuántos esperan preparación.'),
    ).toBeVisible();
    expect(screen.queryByText('TX-001')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Hoy')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  }, 20_000);

  it('shows the empty lists and a failed load with Reintentar', async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/summary': () =>
        fail
          ? reply(500, { error: 'Internal server error' })
          : reply(
              200,
              summary({
                role: 'ventas',
                low_stock: null,
                best_sellers: [],
                waiting_orders: { count: 0, results: [] },
              }),
            ),
    });
    renderRoute(<AdminSummary />);
    expect(
      await screen.findByText('No se pudo cargar el resumen. Inténtalo de nuevo.'),
    ).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay pedidos esperando. ¡Todo al día!')).toBeVisible();
    expect(screen.getByText('Todavía no hay ventas en este periodo.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Stock bajo/ })).not.toBeInTheDocument();
  }, 20_000);
});
