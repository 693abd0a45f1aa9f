import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { TestUser } from './accounts';
import { expect } from './fixtures';

/** The `Authorization` header of a user signed in through the API. */
export async function tokenOf(request: APIRequestContext, user: TestUser) {
  const res = await request.post('/auth/jwt/create/', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status()).toBe(200);
  return { authorization: `JWT ${((await res.json()) as { access: string }).access}` };
}

/**
 * A customer pays one unit of the product through the API, as the family's unmodified client
 * does: a card, the first shipping option, no `billing` (above USD 50 the invoice then waits in
 * pending_data, ADR 091). Answers the transaction id.
 */
export async function buyOne(request: APIRequestContext, customer: TestUser, productId: number) {
  const headers = await tokenOf(request, customer);
  expect(
    (
      await request.post('/api/cart/add-item', { headers, data: { product_id: productId } })
    ).status(),
  ).toBe(201);
  const options = (await (await request.get('/api/shipping/get-shipping-options')).json()) as {
    shipping_options: { id: number }[];
  };
  const { client_token } = (await (
    await request.get('/api/payment/get-token', { headers })
  ).json()) as { client_token: string };
  const card = await request.post('/api/payment/sandbox/tokenize', {
    headers,
    data: {
      client_token,
      card_number: '4111 1111 1111 1111',
      exp_month: '12',
      exp_year: String(new Date().getUTCFullYear() + 2),
      cvv: '123',
      cardholder_name: 'ANA PEREZ',
    },
  });
  const { nonce } = (await card.json()) as { nonce: string };
  const paid = await request.post('/api/payment/make-payment', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      full_name: 'Ana Pérez',
      address_line_1: 'Av. 10 de Agosto N37-120',
      address_line_2: 'y Villalengua',
      city: 'Quito',
      state_province_region: 'Pichincha',
      postal_zip_code: '170102',
      country_region: 'Ecuador',
      telephone_number: '0991234567',
      nonce,
      shipping_id: options.shipping_options[0]!.id,
    },
  });
  expect(paid.status()).toBe(200);
  return ((await paid.json()) as { order: { transaction_id: string } }).order.transaction_id;
}
