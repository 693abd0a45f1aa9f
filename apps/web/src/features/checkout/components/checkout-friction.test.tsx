import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guestSession } from '@/lib/guest-session';
import { session } from '@/lib/session';
import { ORDER } from '../testing/checkout-fixtures';
import { CheckoutScreen } from './checkout-screen';
import { callsTo, mockFetch, reply } from '@/testing/fetch';

// Issue 33, item 7: what the checkout's shipping and billing parts tripped on.

const option = (id: number, name: string, price: string, free_from: string | null) => ({
  id,
  name,
  time_to_delivery: '1-2 días hábiles',
  price,
  kind: 'delivery' as const,
  provinces: ['Pichincha'],
  min_days: 1,
  max_days: 2,
  free_from,
  delivery_window: { from: '2026-11-25', to: '2026-11-26', text: '' },
});
const SHIPPING = [option(2, 'Envío estándar Quito y valles', '3.50', '100.00')];

/** A USD 30 order (consumidor final allowed) or a USD 120 one with free standard shipping. */
const totals = (big: boolean) => ({
  original_price: big ? '120.00' : '26.50',
  total_after_coupon: big ? '120.00' : '26.50',
  total_amount: big ? '120.00' : '30.00',
  total_compare_amount: big ? '120.00' : '26.50',
  estimated_tax: big ? '15.65' : '3.91',
  shipping_cost: big ? '0.00' : '3.50',
});

function server({
  big = false,
  me = true,
  pay = () => reply(200, { success: 'Transaction successful and order was created', order: ORDER }),
} = {}) {
  return mockFetch((url) => {
    const path = url.split('?')[0];
    if (path === '/api/shipping/get-shipping-options')
      return reply(200, { shipping_options: SHIPPING });
    if (path === '/api/payment/get-payment-total') return reply(200, totals(big));
    if (path === '/auth/users/me/' && me)
      return reply(200, {
        id: 7,
        email: 'maria@example.ec',
        first_name: 'María',
        last_name: 'López',
        get_full_name: 'María López',
        get_short_name: 'María',
      });
    if (path === '/api/payment/get-token')
      return reply(200, { client_token: 'ct', braintree_token: 'ct', provider: 'sandbox' });
    if (path === '/api/payment/sandbox/tokenize')
      return reply(201, { nonce: 'n1', card: { brand: 'visa', last4: '1111' } });
    if (path === '/api/payment/make-payment') return pay();
    if (path === '/api/orders/last-billing') return reply(200, { billing: null });
    return reply(404, { error: `unexpected ${url}` });
  });
}

function renderCheckout(billingEmail?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onPaid = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CheckoutScreen
          isCartLoading={false}
          isCartEmpty={false}
          orderLines={<p>Cemento × 1</p>}
          onPaid={onPaid}
          onCartChanged={() => {}}
          billingEmail={billingEmail}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onPaid;
}

async function fillDelivery() {
  const type = (label: string | RegExp, text: string) =>
    userEvent.type(screen.getByLabelText(label), text);
  await userEvent.selectOptions(await screen.findByLabelText('Provincia'), 'Pichincha');
  await type('Nombre completo', 'María López');
  await type('Dirección línea 1', 'Av. Amazonas N24-155');
  await type('Ciudad', 'Quito');
  await type('Teléfono', '0991234567');
  await type('Número de tarjeta', '4111 1111 1111 1111');
  await type(/Vencimiento/, '1239');
  await type('CVV', '123');
  await type('Nombre en la tarjeta', 'MARIA LOPEZ');
}

beforeAll(async () => {
  await import('./checkout-view');
  await import('./billing-step');
});

afterEach(() => {
  session.clear();
  sessionStorage.clear();
  guestSession.reload();
  vi.unstubAllGlobals();
});

describe('checkout friction (issue 33)', { timeout: 20_000 }, () => {
  it('consumidor final asks only the e-mail (the known one) and pays without a postal code', async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    const fetch = server();
    const onPaid = renderCheckout('maria@example.ec');
    await fillDelivery();
    expect(screen.getByLabelText('Tipo de identificación')).toHaveValue('consumidor_final');
    expect(screen.queryByLabelText('Nombre o razón social')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Dirección')).not.toBeInTheDocument();
    expect(screen.getByText(/La factura sale a nombre de CONSUMIDOR FINAL/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Correo para la factura')).toHaveValue('maria@example.ec'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    const body = callsTo(fetch, '/api/payment/make-payment')[0]?.body;
    expect(body).toMatchObject({
      postal_zip_code: '',
      billing: {
        id_type: 'consumidor_final',
        id_number: '9999999999999',
        name: 'CONSUMIDOR FINAL',
        email: 'maria@example.ec',
        address: 'Av. Amazonas N24-155, Quito',
      },
    });
  });

  it('a guest checkout never asks for the last billing and starts with the guest e-mail', async () => {
    session.clear();
    guestSession.start('guest-token', 'invitado@example.ec');
    const fetch = server({ me: false });
    renderCheckout('invitado@example.ec');
    await waitFor(() =>
      expect(screen.getByLabelText('Correo para la factura')).toHaveValue('invitado@example.ec'),
    );
    expect(callsTo(fetch, '/api/orders/last-billing')).toEqual([]);
  });

  it('"Pagar" before any shipping choice names "Método de envío" and focuses the options', async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    const fetch = server();
    renderCheckout();
    const standard = await screen.findByRole('radio', { name: /Envío estándar/ });
    expect(standard).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByText(/Revisa los campos marcados antes de pagar: Método de envío/),
    ).toBeInTheDocument();
    expect(callsTo(fetch, '/api/payment/make-payment')).toEqual([]);
  });

  it('states the free-shipping rule, and says "Gratis" on the option once the cart qualifies', async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    server({ big: true });
    renderCheckout();
    const standard = await screen.findByRole('radio', { name: /Envío estándar/ });
    const label = standard.closest('label')!;
    expect(within(label).getByText('Envío gratis en compras desde $100.00.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Provincia'), 'Pichincha');
    await waitFor(() => expect(within(label).getByText('Gratis')).toBeInTheDocument());
  });

  it('tells a decline for missing funds apart', async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    server({ pay: () => reply(402, { error: 'Transaction failed', code: 'insufficient_funds' }) });
    renderCheckout('maria@example.ec');
    await fillDelivery();
    await waitFor(() =>
      expect(screen.getByLabelText('Correo para la factura')).toHaveValue('maria@example.ec'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu banco rechazó el pago por fondos insuficientes y no se hizo ningún cobro.',
    );
  });
});
