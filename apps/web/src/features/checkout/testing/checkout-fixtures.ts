import { vi } from 'vitest';
import type { CheckoutFormValues } from '../lib/checkout-form';

/** A complete, valid checkout form as the form hands it to the payment. */
export const FORM_VALUES: CheckoutFormValues = {
  full_name: 'María Fernanda López',
  address_line_1: 'Av. Amazonas N24-155 y Colón',
  address_line_2: '',
  city: 'Quito',
  state_province_region: 'Pichincha',
  postal_zip_code: '170102',
  country_region: 'Ecuador',
  telephone_number: '0991234567',
  card_number: '4111 1111 1111 1111',
  expiry: '12/39',
  cvv: '123',
  cardholder_name: 'MARIA LOPEZ',
};

export const ORDER = {
  id: 1,
  transaction_id: 'EV-7K3P9Q2M',
  status: 'not_processed',
  step: 0,
  amount: '93.49',
  shipping_name: 'Envío estándar Quito y valles',
  shipping_time: '1-2 días hábiles',
  shipping_price: '3.50',
  full_name: 'María Fernanda López',
  address_line_1: 'Av. Amazonas N24-155 y Colón',
  address_line_2: '',
  city: 'Quito',
  state_province_region: 'Pichincha',
  postal_zip_code: '170102',
  country_region: 'Ecuador',
  telephone_number: '0991234567',
  date_issued: '2024-05-14T15:30:00.000Z',
  order_items: [],
};

export function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch; the spy records every call as (url, init). */
export function mockFetch(handler: Handler) {
  const spy = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve().then(() => handler(String(input), init)),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The calls made to one path, with their parsed bodies and headers. */
export function callsTo(spy: ReturnType<typeof mockFetch>, path: string) {
  return spy.mock.calls
    .filter(([url]) => String(url).split('?')[0] === path)
    .map(([url, init]) => ({
      url: String(url),
      body:
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}
