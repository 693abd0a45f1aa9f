import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { callsTo, mockFetch, reply } from '@/testing/fetch';
import { PaymentPanel } from './payment-panel';

const PAYMENT = {
  method: 'transferencia',
  status: 'pendiente',
  status_label: 'Pendiente de pago',
  amount: '53.50',
  reference: 'EV-ABCDEFGHJKLM',
  bank_accounts: [
    {
      bank: 'Banco Pichincha',
      type: 'corriente',
      number: '2100123456',
      holder: 'Ferretería El Volt S.A.',
      ruc: '1791234567001',
    },
  ],
  expires_at: '2026-11-28T17:00:00.000Z',
  rejection_reason: null,
  receipts: 0,
};

beforeEach(() => session.setTokens({ access: 'tok', refresh: 'r' }));
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('PaymentPanel (issue 31)', () => {
  it('shows the accounts, the exact amount and the reference, and uploads the receipt', async () => {
    let received = 0;
    const fetch = mockFetch((url, init) => {
      if (url.endsWith('/payment')) return reply(200, { ...PAYMENT, receipts: received });
      if (url.endsWith('/receipt') && init.method === 'POST') {
        received = 1;
        return reply(201, { receipt_id: 1, created: true, payment: { ...PAYMENT, receipts: 1 } });
      }
      return reply(404, { error: 'unexpected' });
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PaymentPanel transactionId="EV-ABCDEFGHJKLM" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Pago: Pendiente de pago' })).toBeVisible();
    expect(screen.getByText('$53.50')).toBeInTheDocument();
    expect(screen.getByText('EV-ABCDEFGHJKLM')).toBeInTheDocument();
    expect(screen.getByText('Cuenta Corriente 2100123456')).toBeInTheDocument();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'c.png', {
      type: 'image/png',
    });
    await userEvent.upload(screen.getByLabelText(/Sube tu comprobante/), file);
    expect(await screen.findByRole('status')).toHaveTextContent('Recibimos tu comprobante.');
    const [sent] = callsTo(fetch, '/api/payment/orders/EV-ABCDEFGHJKLM/receipt');
    expect(sent).toBeDefined();
    await waitFor(() => expect(screen.getByText('Comprobantes recibidos: 1')).toBeInTheDocument());
  });
});
