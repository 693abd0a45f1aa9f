import type { SynchCartBody } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** PUT /api/cart/synch: merges the guest lines into the signed-in customer's cart. */
export function putCartSynch(body: SynchCartBody) {
  return request(api.cart.synch, {
    method: 'PUT',
    auth: true,
    body,
    schema: contractSchema((c) => c.SynchCartResponseSchema),
  });
}
