import type { InvoiceSummary } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { InvoicePanel } from './invoice-panel';

// An order paid above USD 50 without billing data: its invoice waits (pending_data, ADR 091).

const TX = 'EV-ABCDEFGHJKLM';
const WAITING: InvoiceSummary = {
  status: 'pending_data',
  number: null,
  clave_acceso: null,
  authorization_number: null,
  authorized_at: null,
  total: '105.97',
  messages: [],
};
const SHIPPING = {
  full_name: 'Ana Pérez',
  address_line_1: 'Av. 10 de Agosto N37-120',
  address_line_2: '',
  city: 'Quito',
};
const PATH = `/api/orders/${TX}/invoice/billing`;
const GENERATED: InvoiceSummary = { ...WAITING, status: 'generated', number: '001-001-000000042' };

beforeEach(() => session.setTokens({ access: 'tok', refresh: 'r' }));
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

async function fillCedula() {
  await userEvent.type(await screen.findByLabelText('Número de identificación'), '1714307103');
  await userEvent.click(screen.getByRole('button', { name: 'Usar los datos de envío' }));
  await userEvent.type(screen.getByLabelText('Correo para la factura'), 'ana@example.ec');
}

describe('InvoicePanel: Datos de facturación for a waiting invoice', () => {
  it("checks the data, shows the server's field error, then sends them and says so", async () => {
    let answers = 0;
    const api = mockApi({
      [`POST ${PATH}`]: () =>
        ++answers === 1
          ? reply(400, { billing: { email: ['Ingresa un correo electrónico válido.'] } })
          : reply(200, { invoice: GENERATED }),
    });
    renderRoute(
      <InvoicePanel transactionId={TX} invoice={WAITING} billing={null} shipping={SHIPPING} />,
    );
    expect(screen.getByText('Esperando datos de facturación')).toBeTruthy();
    const send = await screen.findByRole('button', { name: 'Enviar datos de facturación' });

    await userEvent.click(send);
    expect(screen.getByLabelText('Número de identificación')).toHaveAccessibleDescription(
      'La cédula debe tener 10 dígitos.',
    );
    expect(api.callsTo(PATH)).toEqual([]);

    await fillCedula();
    await userEvent.click(send);
    expect(await screen.findByLabelText('Correo para la factura')).toHaveAccessibleDescription(
      'Ingresa un correo electrónico válido.',
    );

    await userEvent.click(send);
    expect(await screen.findByText('Datos recibidos. Tu factura se está emitiendo.')).toBeTruthy();
    expect(api.callsTo(PATH)[1]!.body).toEqual({
      billing: {
        id_type: 'cedula',
        id_number: '1714307103',
        name: 'Ana Pérez',
        email: 'ana@example.ec',
        address: 'Av. 10 de Agosto N37-120, Quito',
      },
    });
    expect(screen.queryByRole('button', { name: 'Enviar datos de facturación' })).toBeNull();
  });

  it("shows the server's refusal when the invoice no longer waits", async () => {
    mockApi({
      [`POST ${PATH}`]: () =>
        reply(409, {
          error: 'La factura de este pedido ya tiene datos de facturación.',
          code: 'invalid_transition',
        }),
    });
    renderRoute(
      <InvoicePanel transactionId={TX} invoice={WAITING} billing={null} shipping={SHIPPING} />,
    );
    await fillCedula();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar datos de facturación' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'La factura de este pedido ya tiene datos de facturación.',
    );
  });

  it("a guest sends them through the order link's token", async () => {
    session.clear();
    const api = mockApi({
      [`POST /api/guest/orders/${TX}/invoice/billing`]: () => reply(200, { invoice: GENERATED }),
    });
    renderRoute(
      <InvoicePanel
        transactionId={TX}
        invoice={WAITING}
        billing={null}
        shipping={SHIPPING}
        guestToken="link-token"
      />,
    );
    await fillCedula();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar datos de facturación' }));
    expect(await screen.findByText('Datos recibidos. Tu factura se está emitiendo.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')!.query.get('token')).toBe('link-token');
  });

  it('shows no form for an invoice that is not waiting', () => {
    mockApi({});
    renderRoute(
      <InvoicePanel
        transactionId={TX}
        invoice={{ ...GENERATED, status: 'generated' }}
        billing={null}
        shipping={SHIPPING}
      />,
    );
    expect(screen.queryByText('Datos de facturación')).toBeNull();
  });
});
