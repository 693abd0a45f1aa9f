import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { callsTo, mockFetch, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { AdminPaymentsScreen } from './admin-payments-screen';

const TRANSFER = {
  transaction_id: 'EV-ABCDEFGHJKLM',
  method: 'transferencia',
  status: 'pendiente',
  amount: '53.50',
  customer: 'Ana Pérez',
  email: 'ana@example.ec',
  date_issued: '2026-11-25T15:00:00.000Z',
  expires_at: null,
  receipts: [{ id: 7, content_type: 'image/png', created_at: '2026-11-25T16:00:00.000Z' }],
};
const COD = {
  ...TRANSFER,
  transaction_id: 'EV-COD234567890',
  method: 'contra_entrega',
  receipts: [],
};

beforeEach(() => session.setTokens({ access: 'tok', refresh: 'r' }));
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('Pagos por confirmar (issue 31)', () => {
  it('lists the waiting payments and confirms a transfer with amount, date and reference', async () => {
    let paid = false;
    const fetch = mockFetch((url, init) => {
      if (url === '/api/admin/pending-payments')
        return reply(200, {
          payments: paid ? [COD] : [TRANSFER, COD],
          pending_by_method: [{ method: 'transferencia', amount: '53.50' }],
        });
      if (url.endsWith('/confirm') && init.method === 'POST') {
        paid = true;
        return reply(200, {
          transaction_id: TRANSFER.transaction_id,
          status: 'pagado',
          order_status: 'not_processed',
        });
      }
      return reply(404, { error: 'unexpected' });
    });
    renderRoute(<AdminPaymentsScreen />, { path: '/admin/pagos' });
    const card = (await screen.findByRole('heading', { name: TRANSFER.transaction_id })).closest(
      'li',
    )!;
    expect(within(card).getByText('Transferencia o depósito bancario')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ver comprobante 1' })).toBeInTheDocument();
    const cod = screen.getByRole('heading', { name: COD.transaction_id }).closest('li')!;
    expect(within(cod).getByRole('button', { name: 'No se pudo entregar' })).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Referencia bancaria'), 'PICH-778812');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmar pago' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: TRANSFER.transaction_id }),
      ).not.toBeInTheDocument(),
    );
    const [sent] = callsTo(fetch, `/api/admin/pending-payments/${TRANSFER.transaction_id}/confirm`);
    expect(sent!.body).toMatchObject({ amount: '53.50', reference: 'PICH-778812' });
  });

  it('takes an administrador to the payment-method settings', async () => {
    mockAsStaff('administrador');
    renderRoute(<AdminPaymentsScreen />, { path: '/admin/pagos' });
    await userEvent.click(await screen.findByRole('link', { name: 'Configurar formas de pago' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/formas-de-pago');
  });

  it('offers ventas no link to settings its role may not open', async () => {
    mockAsStaff('ventas');
    const { queryClient } = renderRoute(<AdminPaymentsScreen />, { path: '/admin/pagos' });
    expect(await screen.findByText('No hay pagos por confirmar.')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(
      screen.queryByRole('link', { name: 'Configurar formas de pago' }),
    ).not.toBeInTheDocument();
  });
});

/** /api/admin/me answers `role`; no payment waits. */
function mockAsStaff(role: 'administrador' | 'ventas') {
  mockFetch((url) => {
    if (url === '/api/admin/me') return reply(200, { id: 1, email: 'jefe@elvolt.ec', role });
    if (url === '/api/admin/pending-payments')
      return reply(200, { payments: [], pending_by_method: [] });
    return reply(404, { error: 'unexpected' });
  });
}
