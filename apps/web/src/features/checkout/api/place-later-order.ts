import type { PlaceOrderBody } from '@shop/contract';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schemas';

/** POST /api/payment/place-order: an order paid later (transfer, on delivery, at pickup). */
export function placeLaterOrder(body: PlaceOrderBody, idempotencyKey: string) {
  return request(api.checkout.placeOrder, {
    method: 'POST',
    auth: true,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: contractSchema((c) => c.MakePaymentResponseSchema),
  });
}
