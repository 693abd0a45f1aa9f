import type { AdminCoupon } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { AdminCoupons } from './admin-coupons';

const coupon = (over: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: 4,
  name: 'FERRE10',
  type: 'percentage',
  discount_percentage: 10,
  discount_amount: null,
  min_purchase: '20.00',
  expires_at: null,
  usage_limit: 50,
  per_customer_limit: null,
  times_used: 3,
  is_active: true,
  status: 'activo',
  ...over,
});
const page = (results: AdminCoupon[]) => ({
  count: results.length,
  page: 1,
  page_size: 20,
  results,
});

afterEach(() => vi.restoreAllMocks());

describe('AdminCoupons', () => {
  it('lists coupons with their status; a used one has no "Eliminar", only "Desactivar"', async () => {
    mockApi({
      'GET /api/admin/coupons': page([
        coupon(),
        coupon({ id: 5, name: 'VIEJO', status: 'vencido', times_used: 0 }),
        coupon({ id: 6, name: 'LLENO', status: 'agotado' }),
        coupon({ id: 7, name: 'APAGADO', status: 'inactivo', is_active: false }),
      ]),
    });
    renderRoute(<AdminCoupons />);
    const row = (name: string) => screen.getByText(name).closest('li')!;
    await screen.findByText('FERRE10');
    expect(within(row('FERRE10')).getByText('Activo')).toBeInTheDocument();
    expect(within(row('FERRE10')).getByText('Usos: 3 de 50')).toBeInTheDocument();
    expect(within(row('VIEJO')).getByText('Vencido')).toBeInTheDocument();
    expect(within(row('LLENO')).getByText('Agotado')).toBeInTheDocument();
    expect(within(row('APAGADO')).getByText('Inactivo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar el cupón FERRE10' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar el cupón VIEJO' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activar el cupón APAGADO' })).toBeInTheDocument();
  });

  it('checks the form in Spanish, shows the server field errors and creates the coupon', async () => {
    const api = mockApi({
      'GET /api/admin/coupons': page([]),
      'POST /api/admin/coupons': (call: ApiCall) =>
        (call.body as { name: string }).name === 'FERRE10'
          ? reply(400, {
              name: ['Ya existe un cupón con este nombre (sin distinguir mayúsculas).'],
            })
          : reply(201, coupon({ name: 'NAVIDAD', times_used: 0 })),
    });
    renderRoute(<AdminCoupons />);
    expect(await screen.findByText(/Todavía no hay cupones/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo cupón' }));
    await userEvent.type(screen.getByLabelText('Porcentaje (1 a 100)'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText('El porcentaje debe estar entre 1 y 100.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el código del cupón.')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/coupons').filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Código'), 'FERRE10');
    await userEvent.clear(screen.getByLabelText('Porcentaje (1 a 100)'));
    await userEvent.type(screen.getByLabelText('Porcentaje (1 a 100)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(
      await screen.findByText('Ya existe un cupón con este nombre (sin distinguir mayúsculas).'),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Código'));
    await userEvent.type(screen.getByLabelText('Código'), 'NAVIDAD');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de descuento'), 'fixed');
    await userEvent.type(screen.getByLabelText('Descuento en dólares'), '5,5');
    await userEvent.type(screen.getByLabelText('Válido hasta (incluido)'), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText('Cupón NAVIDAD creado.')).toBeInTheDocument();
    const posts = api.callsTo('/api/admin/coupons').filter((c) => c.method === 'POST');
    expect(posts.at(-1)!.body).toEqual({
      name: 'NAVIDAD',
      type: 'fixed',
      discount_percentage: null,
      discount_amount: '5.50',
      min_purchase: '0.00',
      expires_at: '2026-12-31T23:59:59.999-05:00',
      usage_limit: null,
      per_customer_limit: null,
      is_active: true,
    });
  });

  it('deactivates a coupon with one click', async () => {
    const api = mockApi({
      'GET /api/admin/coupons': page([coupon()]),
      'PATCH /api/admin/coupons/4': () =>
        reply(200, coupon({ is_active: false, status: 'inactivo' })),
    });
    renderRoute(<AdminCoupons />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Desactivar el cupón FERRE10' }),
    );
    expect(await screen.findByText('Cupón FERRE10 desactivado.')).toBeInTheDocument();
    expect(api.callsTo('/api/admin/coupons/4')[0]!.body).toEqual({ is_active: false });
  });

  it('shows "Reintentar" when the list fails', async () => {
    mockApi({ 'GET /api/admin/coupons': () => reply(500, { error: 'x' }) });
    renderRoute(<AdminCoupons />);
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
