// Test helper (tests only): settings, a later order, a receipt upload, staff calls.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { send, type Customer } from '../../cart/test-helpers.js';
import { ADDRESS, fillCart } from '../test-helpers.js';

export const ACCOUNT = {
  bank: 'Banco Pichincha',
  type: 'corriente' as const,
  number: '2100123456',
  holder: 'Ferretería El Volt S.A.',
  ruc: '1791234567001',
};

export const SETTINGS = {
  transfer_enabled: true,
  bank_accounts: [ACCOUNT],
  reservation_hours: 48,
  cod_enabled: true,
  cod_provinces: ['Pichincha'],
  cod_shipping_ids: [] as number[],
  cod_max_amount: '300.00',
  pickup_pay_enabled: true,
};

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(64),
]);

export function multipartOf(data: Buffer, filename = 'comprobante.png', type = 'image/png') {
  const boundary = `----volt${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadReceipt(
  app: FastifyInstance,
  caller: { headers: Record<string, string> },
  transactionId: string,
  data: Buffer,
) {
  const { body, contentType } = multipartOf(data);
  return app.inject({
    method: 'POST',
    url: `/api/payment/orders/${transactionId}/receipt`,
    headers: { ...caller.headers, 'content-type': contentType },
    payload: body,
  });
}

/** The customer places the cart's lines as an order paid later; answers the response. */
export async function placeLater(
  app: FastifyInstance,
  c: Customer,
  lines: [number, number][],
  shippingId: number,
  method: string,
  extra: Record<string, unknown> = {},
) {
  if (lines.length > 0) await fillCart(app, c, lines);
  return send(
    app,
    c,
    'POST',
    '/api/payment/place-order',
    { ...ADDRESS, shipping_id: shippingId, payment_method: method, ...extra },
    { 'idempotency-key': `later-${randomBytes(6).toString('hex')}` },
  );
}
