import type { MakePaymentInput } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /api/payment/make-payment: charges the nonce and creates the order, once per key. */
export function makePayment(body: MakePaymentInput, idempotencyKey: string) {
  return request(api.checkout.makePayment, {
    method: 'POST',
    auth: true,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: contractSchema((c) => c.MakePaymentResponseSchema),
  });
}
