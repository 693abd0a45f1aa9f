import type { InvoiceSummary } from '@shop/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { mockApi, reply } from '@/testing/fetch';
import { renderRoute } from '@/testing/render';
import { AdminInvoiceCard } from './admin-invoice-card';

// Staff give the buyer's data of an invoice waiting for them (pending_data, ADR 091), read why
// the SRI refused one and send it again (ADR 092).

const TX = 'EV-7K3P9Q2M';
const WAITING: InvoiceSummary = {
  status: 'pending_data',
  number: null,
  clave_acceso: null,
  authorization_number: null,
  authorized_at: null,
  total: '93.49',
  messages: [],
};
const GENERATED: InvoiceSummary = { ...WAITING, status: 'generated', number: '001-001-000000042' };
const SHIPPING = {
  full_name: 'María Fernanda López',
  address_line_1: 'Av. Amazonas',
  city: 'Quito',
};
const INVOICE = `/api/admin/orders/${TX}/invoice`;
const BILLING = `/api/admin/orders/${TX}/invoice/billing`;
const RESEND = `/api/admin/orders/${TX}/invoice/resend`;

beforeEach(() => session.setTokens({ access: 'tok', refresh: 'r' }));
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

function mockStaff(role: 'ventas' | 'bodega') {
  let invoice = WAITING;
  return mockApi({
    'GET /api/admin/me': { id: 1, email: `${role}@elvolt.ec`, role },
    [`GET ${INVOICE}`]: () => reply(200, { invoice, lines: [], staff_note: null }),
    [`POST ${BILLING}`]: (call) => {
      const billing = (call.body as { billing: { id_number: string } }).billing;
      if (billing.id_number !== '0990004196001')
        return reply(400, {
          billing: { id_number: ['El RUC no es válido: revise el dígito verificador.'] },
        });
      invoice = GENERATED;
      return reply(200, { invoice, lines: [], staff_note: null });
    },
  });
}

describe('AdminInvoiceCard: Datos de facturación', () => {
  it('ventas send a RUC, see the server error, then the invoice is being issued', async () => {
    const api = mockStaff('ventas');
    renderRoute(<AdminInvoiceCard transactionId={TX} shipping={SHIPPING} />);
    expect(await screen.findByText('Esperando datos de facturación')).toBeTruthy();
    await userEvent.selectOptions(await screen.findByLabelText('Tipo de identificación'), 'ruc');
    const number = screen.getByLabelText('Número de identificación');
    await userEvent.type(number, '1790016919001');
    await userEvent.type(screen.getByLabelText('Nombre o razón social'), 'Ferrisariato S.A.');
    await userEvent.type(screen.getByLabelText('Correo para la factura'), 'compras@example.ec');
    await userEvent.type(screen.getByLabelText('Dirección'), 'Av. Juan Tanca Marengo, Guayaquil');
    const send = screen.getByRole('button', { name: 'Enviar datos de facturación' });
    await userEvent.click(send);
    expect(number).toHaveAccessibleDescription(
      'El RUC no es válido: revise el dígito verificador.',
    );

    await userEvent.clear(number);
    await userEvent.type(number, '0990004196001');
    await userEvent.click(send);
    expect(await screen.findByText('Datos guardados. La factura se está emitiendo.')).toBeTruthy();
    // The card reads the invoice again: numbered, waiting for the SRI.
    expect(await screen.findByText('001-001-000000042')).toBeTruthy();
    expect(api.callsTo(BILLING)).toHaveLength(2);
  });

  it('bodega sees the waiting state but no form', async () => {
    mockStaff('bodega');
    renderRoute(<AdminInvoiceCard transactionId={TX} shipping={SHIPPING} />);
    expect(await screen.findByText('Esperando datos de facturación')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar datos de facturación' })).toBeNull();
  });
});

const REFUSED: InvoiceSummary = {
  ...GENERATED,
  status: 'not_authorized',
  clave_acceso: '2611202601179206034600110010010000000428036430411',
  messages: [{ identificador: '56', mensaje: 'ESTABLECIMIENTO CERRADO', tipo: 'ERROR' }],
};
const CLOSED_NOTE =
  'El SRI indica que el establecimiento emisor está cerrado (código 56): reábralo en el RUC o emita desde un establecimiento abierto.';

function mockRefused(role: 'ventas' | 'bodega', resendStatus = 200) {
  let body: object = { invoice: REFUSED, lines: [], staff_note: CLOSED_NOTE };
  return mockApi({
    'GET /api/admin/me': { id: 1, email: `${role}@elvolt.ec`, role },
    [`GET ${INVOICE}`]: () => reply(200, body),
    [`POST ${RESEND}`]: () => {
      if (resendStatus !== 200)
        return reply(resendStatus, {
          error: 'Solo se reenvía al SRI una factura devuelta o no autorizada.',
        });
      body = { invoice: { ...REFUSED, status: 'generated', messages: [] }, staff_note: null };
      return reply(200, body);
    },
  });
}

describe('AdminInvoiceCard: a factura the SRI did not authorize', () => {
  it('shows ventas why, and "Reenviar al SRI" sends it again', async () => {
    const api = mockRefused('ventas');
    renderRoute(<AdminInvoiceCard transactionId={TX} shipping={SHIPPING} />);
    expect(await screen.findByText('No autorizada')).toBeTruthy();
    expect(screen.getByText(CLOSED_NOTE)).toBeTruthy();
    expect(screen.getByText('ESTABLECIMIENTO CERRADO')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Reenviar al SRI' }));
    expect(await screen.findByText('Generada')).toBeTruthy();
    expect(screen.queryByText(CLOSED_NOTE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reenviar al SRI' })).toBeNull();
    expect(api.callsTo(RESEND)).toHaveLength(1);
  });

  it("says the server's refusal when the invoice cannot be sent again", async () => {
    mockRefused('ventas', 409);
    renderRoute(<AdminInvoiceCard transactionId={TX} shipping={SHIPPING} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar al SRI' }));
    expect(
      await screen.findByText('Solo se reenvía al SRI una factura devuelta o no autorizada.'),
    ).toBeTruthy();
    expect(screen.getByText(CLOSED_NOTE)).toBeTruthy();
  });

  it('bodega reads the note but has no button', async () => {
    mockRefused('bodega');
    renderRoute(<AdminInvoiceCard transactionId={TX} shipping={SHIPPING} />);
    expect(await screen.findByText(CLOSED_NOTE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reenviar al SRI' })).toBeNull();
  });
});
