import type { GuestSessionBody } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /api/guest/checkout-session: a guest checkout token for this e-mail (409: has account). */
export function startGuestSession(body: GuestSessionBody) {
  return request(api.guest.session, {
    method: 'POST',
    body,
    expectStatus: 201,
    schema: contractSchema((c) => c.GuestSessionSchema),
  });
}
