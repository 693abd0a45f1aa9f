import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/testing/fetch';
import { makeOrder } from '@/testing/make-order';
import { renderRoute } from '@/testing/render';
import { GuestOrderView } from './guest-order-view';

const TX = 'EV-ABCDEFGHJKLM';
const PAYMENT = {
  method: 'transferencia',
  status: 'pendiente',
  status_label: 'Pendiente de pago',
  amount: '53.50',
  reference: TX,
  bank_accounts: [
    {
      bank: 'Banco Pichincha',
      type: 'ahorros',
      number: '2200456789',
      holder: 'Ferretería El Volt S.A.',
      ruc: '1791234567001',
    },
  ],
  expires_at: '2026-11-28T17:00:00.000Z',
  rejection_reason: null,
  receipts: 0,
};

afterEach(() => vi.unstubAllGlobals());

function mockGuest(method: 'transferencia' | 'card', status = 'pendiente') {
  let receipts = 0;
  return mockApi({
    [`GET /api/guest/orders/${TX}`]: () =>
      reply(200, {
        order: makeOrder({
          transaction_id: TX,
          amount: '53.50',
          payment_method: method,
          payment_status: method === 'card' ? 'pagado' : 'pendiente',
        }),
      }),
    [`GET /api/guest/orders/${TX}/invoice`]: () => reply(200, { invoice: null }),
    [`GET /api/guest/orders/${TX}/payment`]: () =>
      reply(200, {
        ...PAYMENT,
        status,
        status_label: status === 'pagado' ? 'Pagado' : 'Pendiente de pago',
        receipts,
      }),
    [`POST /api/guest/orders/${TX}/receipt`]: () => {
      receipts = 1;
      return reply(201, { receipt_id: 7, created: true, payment: { ...PAYMENT, receipts } });
    },
  });
}

describe('GuestOrderView payment (issue 31)', () => {
  it("shows a guest's transfer: status, amount, reference, accounts; uploads with the token", async () => {
    const api = mockGuest('transferencia');
    renderRoute(<GuestOrderView transactionId={TX} token="link-token" />);
    expect(await screen.findByRole('heading', { name: 'Pago: Pendiente de pago' })).toBeVisible();
    expect(screen.getAllByText('$53.50').length).toBeGreaterThan(0);
    expect(screen.getByText('Referencia de la transferencia')).toBeInTheDocument();
    expect(screen.getByText('Cuenta de Ahorros 2200456789')).toBeInTheDocument();
    expect(api.callsTo(`/api/guest/orders/${TX}/payment`)[0]?.query.get('token')).toBe(
      'link-token',
    );

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'c.png', {
      type: 'image/png',
    });
    await userEvent.upload(screen.getByLabelText(/Sube tu comprobante/), file);
    expect(await screen.findByRole('status')).toHaveTextContent('Recibimos tu comprobante.');
    const [sent] = api.callsTo(`/api/guest/orders/${TX}/receipt`);
    expect(sent?.query.get('token')).toBe('link-token');
    expect(await screen.findByText('Comprobantes recibidos: 1')).toBeInTheDocument();
    // Never the signed-in customer's endpoint.
    expect(api.calls.some((c) => c.path.startsWith('/api/payment/'))).toBe(false);
  });

  it('shows "Pagado" once staff confirmed it, without the upload', async () => {
    mockGuest('transferencia', 'pagado');
    renderRoute(<GuestOrderView transactionId={TX} token="link-token" />);
    expect(await screen.findByRole('heading', { name: 'Pago: Pagado' })).toBeVisible();
    expect(screen.queryByLabelText(/Sube tu comprobante/)).not.toBeInTheDocument();
  });

  it('shows no payment panel for a card order', async () => {
    const api = mockGuest('card');
    renderRoute(<GuestOrderView transactionId={TX} token="link-token" />);
    expect(await screen.findByText('Taladro percutor 1/2" 750 W')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Pago:/ })).not.toBeInTheDocument();
    expect(api.callsTo(`/api/guest/orders/${TX}/payment`)).toHaveLength(0);
  });
});
