import type { AdminShippingOption, PaymentSettings } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { PaymentSettingsScreen } from './payment-settings-screen';

const OFF: PaymentSettings = {
  transfer_enabled: false,
  bank_accounts: [],
  reservation_hours: 48,
  cod_enabled: false,
  cod_provinces: [],
  cod_shipping_ids: [],
  cod_max_amount: null,
  pickup_pay_enabled: false,
};

const OPTION: AdminShippingOption = {
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
};

afterEach(() => vi.restoreAllMocks());

function mockSettings(put?: (body: PaymentSettings) => Response) {
  return mockApi({
    'GET /api/admin/payment-settings': () => reply(200, OFF),
    'GET /api/admin/shipping-options': () =>
      reply(200, {
        results: [OPTION, { ...OPTION, id: 1, name: 'Retiro en tienda', kind: 'pickup' }],
      }),
    'PUT /api/admin/payment-settings': (call) =>
      put ? put(call.body as PaymentSettings) : reply(200, call.body),
  });
}

describe('PaymentSettingsScreen', () => {
  it('enables transfer with an account, pay on delivery in Pichincha and pickup pay', async () => {
    const api = mockSettings();
    renderRoute(<PaymentSettingsScreen />);
    await userEvent.click(await screen.findByLabelText('Ofrecer transferencia o depósito'));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar una cuenta' }));
    await userEvent.type(screen.getByLabelText('Banco (cuenta 1)'), 'Banco Pichincha');
    // The types read capitalized; the value sent stays the API's lowercase one (below).
    const type = screen.getByLabelText('Tipo de cuenta (cuenta 1)');
    expect(within(type).getByRole('option', { name: 'Ahorros' })).toHaveValue('ahorros');
    await userEvent.selectOptions(type, within(type).getByRole('option', { name: 'Corriente' }));
    await userEvent.type(screen.getByLabelText('Número de cuenta (cuenta 1)'), '2100123456');
    await userEvent.type(screen.getByLabelText('Titular (cuenta 1)'), 'Ferretería El Volt');
    await userEvent.type(screen.getByLabelText('RUC del titular (cuenta 1)'), '1792060346001');
    const hours = screen.getByLabelText('Horas de reserva del stock');
    await userEvent.clear(hours);
    await userEvent.type(hours, '24');
    await userEvent.click(screen.getByLabelText('Ofrecer pago contra entrega'));
    await userEvent.click(screen.getByLabelText('Pichincha'));
    await userEvent.click(screen.getByLabelText('Envío express Quito'));
    expect(screen.queryByLabelText('Retiro en tienda')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Monto máximo del pedido (USD)'), '150');
    await userEvent.click(screen.getByLabelText('Ofrecer pago al retirar'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar formas de pago' }));

    expect(await screen.findByText(/Guardamos las formas de pago/)).toBeInTheDocument();
    expect(api.callsTo('/api/admin/payment-settings').at(-1)?.body).toEqual({
      transfer_enabled: true,
      bank_accounts: [
        {
          bank: 'Banco Pichincha',
          type: 'corriente',
          number: '2100123456',
          holder: 'Ferretería El Volt',
          ruc: '1792060346001',
        },
      ],
      reservation_hours: 24,
      cod_enabled: true,
      cod_provinces: ['Pichincha'],
      cod_shipping_ids: [4],
      cod_max_amount: '150.00',
      pickup_pay_enabled: true,
    });
  });

  it('says what is missing before sending, and shows the server refusal on its field', async () => {
    const api = mockSettings(() =>
      reply(400, { reservation_hours: ['La reserva dura como mucho 720 horas (30 días).'] }),
    );
    renderRoute(<PaymentSettingsScreen />);
    await userEvent.click(await screen.findByLabelText('Ofrecer transferencia o depósito'));
    await userEvent.click(screen.getByLabelText('Ofrecer pago contra entrega'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar formas de pago' }));
    expect(
      await screen.findByText('Agrega al menos una cuenta bancaria para ofrecer transferencias.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Marca al menos una provincia para el pago contra entrega.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar una cuenta' }));
    await userEvent.type(screen.getByLabelText('RUC del titular (cuenta 1)'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar formas de pago' }));
    expect(await screen.findByText('El RUC tiene 13 dígitos.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el banco.')).toBeInTheDocument();
    expect(
      api.callsTo('/api/admin/payment-settings').filter((c) => c.method === 'PUT'),
    ).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Quitar la cuenta 1' }));
    await userEvent.click(screen.getByLabelText('Ofrecer transferencia o depósito'));
    await userEvent.click(screen.getByLabelText('Ofrecer pago contra entrega'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar formas de pago' }));
    expect(
      await screen.findByText('La reserva dura como mucho 720 horas (30 días).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Horas de reserva del stock')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('tells a staff member without the role that only administrators may see it', async () => {
    mockApi({
      'GET /api/admin/payment-settings': () =>
        reply(403, { detail: 'You do not have permission to perform this action.' }),
      'GET /api/admin/shipping-options': () => reply(403, {}),
    });
    renderRoute(<PaymentSettingsScreen />);
    expect(
      await screen.findByText('Solo los administradores pueden ver y cambiar las formas de pago.'),
    ).toBeInTheDocument();
  });
});
