import type { GuestClaimBody } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /api/guest/claim: the order link's guest becomes an account; answers its tokens. */
export function claimGuestAccount(body: GuestClaimBody) {
  return request(api.guest.claim, {
    method: 'POST',
    body,
    schema: contractSchema((c) => c.TokenPairSchema),
  });
}
