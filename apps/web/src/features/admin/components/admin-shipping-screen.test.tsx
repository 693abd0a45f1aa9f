import type { AdminShippingOption } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { AdminShippingScreen } from './admin-shipping-screen';

const option = (over: Partial<AdminShippingOption> = {}): AdminShippingOption => ({
  id: 4,
  name: 'Envío express Quito',
  time_to_delivery: 'Mismo día',
  price: '7.00',
  kind: 'delivery',
  provinces: ['Pichincha'],
  min_days: 0,
  max_days: 0,
  free_from: null,
  is_active: true,
  position: 3,
  updated_at: '2026-11-24T10:00:00Z',
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe('AdminShippingScreen', () => {
  it('edits the price and provinces of an option, sends them and shows the toast', async () => {
    let current = option();
    const api = mockApi({
      'GET /api/admin/shipping-options': () => reply(200, { results: [current] }),
      'PATCH /api/admin/shipping-options/4': (call: ApiCall) => {
        current = { ...current, ...(call.body as Partial<AdminShippingOption>) };
        return reply(200, current);
      },
    });
    renderRoute(<AdminShippingScreen />);
    const item = (await screen.findByText('Envío express Quito')).closest('li')!;
    expect(within(item).getByText(/Mismo día \(0-0 días hábiles\) · Pichincha/)).toBeVisible();
    await userEvent.click(within(item).getByRole('button', { name: 'Editar Envío express Quito' }));

    const price = screen.getByLabelText('Precio (USD)');
    await userEvent.clear(price);
    await userEvent.type(price, '8.25');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Imbabura' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Opción de envío guardada.')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/shipping-options/4')[0]?.body).toMatchObject({
      price: '8.25',
      provinces: ['Imbabura', 'Pichincha'],
      min_days: 0,
      max_days: 0,
      free_from: null,
      kind: 'delivery',
      is_active: true,
    });
    expect(await screen.findByText('$8.25')).toBeInTheDocument();
  });

  it('shows Spanish field errors next to the fields and sends nothing', async () => {
    const api = mockApi({
      'GET /api/admin/shipping-options': () => reply(200, { results: [] }),
    });
    renderRoute(<AdminShippingScreen />);
    expect(await screen.findByText(/Todavía no hay opciones de envío/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nueva opción' }));
    await userEvent.type(screen.getByLabelText('Precio (USD)'), 'tres');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Ingresa el nombre.');
    expect(screen.getByLabelText('Precio (USD)')).toHaveAccessibleDescription(
      'Ingresa el precio en dólares, por ejemplo 3.50.',
    );
    expect(api.callsTo('/api/admin/shipping-options').filter((c) => c.method === 'POST')).toEqual(
      [],
    );
  });

  it('says the load failed, with Reintentar', async () => {
    mockApi({ 'GET /api/admin/shipping-options': () => reply(500, { error: 'x' }) });
    renderRoute(<AdminShippingScreen />);
    expect(await screen.findByText('No se pudieron cargar las opciones de envío.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
