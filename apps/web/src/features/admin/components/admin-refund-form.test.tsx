import type { Order } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { AdminRefundForm, canRefund } from './admin-refund-form';

const DELIVERED = {
  id: 1,
  transaction_id: 'EV-7K3P9Q2M',
  amount: '93.49',
  shipping_name: 'Retiro en tienda',
  shipping_time: 'Hoy',
  shipping_price: '0.00',
  full_name: 'María Fernanda López',
  address_line_1: 'Av. Amazonas N24-155 y Colón',
  address_line_2: '',
  city: 'Quito',
  state_province_region: 'Pichincha',
  postal_zip_code: '170102',
  country_region: 'Ecuador',
  telephone_number: '0991234567',
  date_issued: '2026-11-20T15:30:00.000Z',
  order_items: [],
  status: 'delivered',
  step: 3,
  payment_method: 'card',
  payment_status: 'pagado',
} as Order;
const PATH = `/api/admin/orders/${DELIVERED.transaction_id}/refund`;

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AdminRefundForm', () => {
  it('is offered only for a paid card order past cancelling', () => {
    expect(canRefund(DELIVERED)).toBe(true);
    expect(canRefund({ ...DELIVERED, status: 'processed' })).toBe(false);
    expect(canRefund({ ...DELIVERED, payment_status: 'reembolsado' })).toBe(false);
    expect(canRefund({ ...DELIVERED, payment_method: 'transferencia' })).toBe(false);
  });

  it('asks for a reason, then sends it and the order reads reembolsado', async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    const api = mockApi({
      [`POST ${PATH}`]: () =>
        reply(200, { order: { ...DELIVERED, payment_status: 'reembolsado' } }),
    });
    renderRoute(<AdminRefundForm order={DELIVERED} />);
    await userEvent.click(screen.getByRole('button', { name: 'Devolver el pago' }));
    await userEvent.click(screen.getByRole('button', { name: 'Devolver 93.49 USD' }));
    expect(screen.getByText('Escribe el motivo de la devolución.')).toBeTruthy();
    expect(api.callsTo(PATH)).toEqual([]);
    await userEvent.type(screen.getByLabelText('Motivo de la devolución'), 'Producto defectuoso');
    await userEvent.click(screen.getByRole('button', { name: 'Devolver 93.49 USD' }));
    await vi.waitFor(() => expect(api.callsTo(PATH)).toHaveLength(1));
    expect(api.callsTo(PATH)[0]!.body).toEqual({ reason: 'Producto defectuoso' });
  });

  it('says the refund is in progress when the processor has not answered (202)', async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    mockApi({
      [`POST ${PATH}`]: () =>
        reply(202, {
          order: { ...DELIVERED, payment_status: 'reembolsando' },
          customer: { id: 1, email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
          subtotal: '81.30',
          discount: '0.00',
          tax: '12.19',
          coupon_name: null,
          payment: { charge_id: 'ch_1' },
          history: [],
          next_statuses: [],
        }),
    });
    renderRoute(<AdminRefundForm order={DELIVERED} />);
    await userEvent.click(screen.getByRole('button', { name: 'Devolver el pago' }));
    await userEvent.type(screen.getByLabelText('Motivo de la devolución'), 'Garantía');
    await userEvent.click(screen.getByRole('button', { name: 'Devolver 93.49 USD' }));
    expect(await screen.findByText(/La devolución está en curso/)).toBeTruthy();
    expect(screen.queryByText(/Pago devuelto/)).toBeNull();
  });

  it("shows the server's message for the reason by the field", async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    mockApi({
      [`POST ${PATH}`]: () =>
        reply(400, { reason: ['El motivo no puede tener más de 300 caracteres.'] }),
    });
    renderRoute(<AdminRefundForm order={DELIVERED} />);
    await userEvent.click(screen.getByRole('button', { name: 'Devolver el pago' }));
    await userEvent.type(screen.getByLabelText('Motivo de la devolución'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Devolver 93.49 USD' }));
    expect(await screen.findByText('El motivo no puede tener más de 300 caracteres.')).toBeTruthy();
  });
});
