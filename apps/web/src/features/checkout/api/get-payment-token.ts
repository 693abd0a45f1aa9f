import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** GET /api/payment/get-token: the payment provider's client token for this attempt. */
export function getPaymentToken() {
  return request(api.checkout.token, {
    auth: true,
    schema: contractSchema((c) => c.ClientTokenResponseSchema),
  });
}
