import type { AuditEntry } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { AdminAuditList } from './admin-audit-list';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  user_email: 'bodega@elvolt.ec',
  action: 'product.stock',
  entity: 'product',
  entity_id: '9',
  before: { quantity: 17 },
  after: { quantity: 15, change: -2, reason: 'merma' },
  created_at: '2026-11-23T15:00:00Z',
  ...over,
});
const page = (results: AuditEntry[], count = results.length) => ({
  count,
  page: 1,
  page_size: 20,
  results,
});

afterEach(() => vi.restoreAllMocks());

describe('AdminAuditList', () => {
  it('shows who changed what, the changed keys before and after, and sends the filters', async () => {
    const cancelled = entry({
      id: 2,
      action: 'order.status',
      entity: 'order',
      entity_id: 'EV-7K3P9Q2M',
      before: { status: 'not_processed' },
      after: { status: 'cancelled' },
    });
    const api = mockApi({ 'GET /api/admin/audit': page([entry(), cancelled], 45) });
    renderRoute(<AdminAuditList />);
    // Spanish names, not the stored codes (issue 33); the code stays beside, for the filter.
    const table = await screen.findByRole('table', { name: 'Stock ajustado: Producto #9' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'CampoAntesDespués',
      'Stock1715',
      'Cambio—-2',
      'Motivo—merma',
    ]);
    const order = screen.getByRole('table', {
      name: 'Estado del pedido cambiado: Pedido #EV-7K3P9Q2M',
    });
    expect(within(order).getAllByRole('row')[1]).toHaveTextContent(
      'EstadoPedido recibidoCancelado',
    );
    expect(screen.queryByText(/not_processed|cancelled/)).toBeNull();
    expect(screen.getAllByText('bodega@elvolt.ec')).toHaveLength(2);
    expect(screen.getByText('Mostrando 1–20 de 45 cambios')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Quién (correo)'), 'ana@elvolt.ec');
    await userEvent.type(screen.getByLabelText('Entidad'), 'order');
    await userEvent.type(screen.getByLabelText('Desde'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await vi.waitFor(() => expect(api.callsTo('/api/admin/audit')).toHaveLength(2));
    const q = api.callsTo('/api/admin/audit')[1]!.query;
    expect(Object.fromEntries(q)).toEqual({
      user_email: 'ana@elvolt.ec',
      entity: 'order',
      date_from: '2026-11-01',
      page: '1',
      page_size: '20',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await vi.waitFor(() =>
      expect(api.callsTo('/api/admin/audit').at(-1)!.query.get('page')).toBe('2'),
    );
  }, 20_000);

  it('says when nothing matches', async () => {
    mockApi({ 'GET /api/admin/audit': page([]) });
    renderRoute(<AdminAuditList />);
    expect(await screen.findByText('No hay cambios que coincidan con los filtros.')).toBeVisible();
  }, 20_000);
});
