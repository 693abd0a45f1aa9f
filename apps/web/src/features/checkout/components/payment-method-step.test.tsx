import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { callsTo, mockFetch, reply } from '@/testing/fetch';
import { ORDER } from '../testing/checkout-fixtures';
import { CheckoutScreen } from './checkout-screen';

// "Forma de pago" (issue 31): the methods the server lists for the option, card by default.

const SHIPPING = [
  {
    id: 2,
    name: 'Envío estándar Quito y valles',
    time_to_delivery: '1-2 días hábiles',
    price: '3.50',
    kind: 'delivery',
    provinces: ['Pichincha'],
    min_days: 1,
    max_days: 2,
    free_from: null,
    delivery_window: { from: '2026-11-25', to: '2026-11-26', text: '' },
  },
];
const METHODS = {
  methods: [
    { method: 'card', label: 'Tarjeta de crédito o débito' },
    { method: 'transferencia', label: 'Transferencia o depósito bancario' },
  ],
  bank_accounts: [
    {
      bank: 'Banco Pichincha',
      type: 'corriente',
      number: '2100123456',
      holder: 'Ferretería El Volt S.A.',
      ruc: '1791234567001',
    },
  ],
  reservation_hours: 48,
  cod_max_amount: null,
};

function server() {
  return mockFetch((url) => {
    const path = url.split('?')[0];
    if (path === '/api/shipping/get-shipping-options')
      return reply(200, { shipping_options: SHIPPING });
    if (path === '/api/payment/get-payment-total')
      return reply(200, {
        original_price: '40.00',
        total_after_coupon: '40.00',
        total_amount: '43.50',
        total_compare_amount: '40.00',
        estimated_tax: '5.22',
        shipping_cost: '3.50',
      });
    if (path === '/api/payment/methods') return reply(200, METHODS);
    if (path === '/api/payment/place-order')
      return reply(200, {
        success: 'Transaction successful and order was created',
        order: { ...ORDER, payment_method: 'transferencia', payment_status: 'pendiente' },
      });
    if (path === '/api/orders/last-billing') return reply(200, { billing: null });
    return reply(404, { error: `unexpected ${url}` });
  });
}

beforeAll(async () => {
  await import('./checkout-view');
});
beforeEach(() => session.setTokens({ access: 'tok', refresh: 'r' }));
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('Forma de pago', { timeout: 20_000 }, () => {
  it('places a transfer order without a card, once per key, and hands on the accounts', async () => {
    const fetch = server();
    const onPaid = vi.fn();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <CheckoutScreen
            isCartLoading={false}
            isCartEmpty={false}
            orderLines={<p>Taladro percutor × 1</p>}
            onPaid={onPaid}
            onCartChanged={() => {}}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('radio', { name: /Envío estándar Quito y valles/ });
    const type = (label: string | RegExp, text: string) =>
      userEvent.type(screen.getByLabelText(label), text);
    await type('Nombre completo', 'María Fernanda López');
    await type('Dirección línea 1', 'Av. Amazonas N24-155 y Colón');
    await type('Ciudad', 'Quito');
    await userEvent.selectOptions(screen.getByLabelText('Provincia'), 'Pichincha');
    await type(/Código postal/, '170102');
    await type('Teléfono', '0991234567');
    const card = await screen.findByRole('radio', { name: /Tarjeta de crédito o débito/ });
    expect(card).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Transferencia o depósito bancario/ }));
    expect(screen.queryByLabelText('Número de tarjeta')).not.toBeInTheDocument();
    expect(screen.getByText(/Reservamos tus productos por 48 horas/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    // The thank-you page shows the accounts "Forma de pago" loaded (the guest has no token there).
    expect(onPaid).toHaveBeenCalledWith(
      expect.objectContaining({ transaction_id: ORDER.transaction_id }),
      METHODS.bank_accounts,
    );
    const [sent] = callsTo(fetch, '/api/payment/place-order');
    expect(sent!.body).toMatchObject({ payment_method: 'transferencia', shipping_id: 2 });
    expect(sent!.headers['Idempotency-Key']).toMatch(/.+/);
    expect(callsTo(fetch, '/api/payment/get-token')).toHaveLength(0);
  });
});
