import type { SavedAddressInput } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export const addressesQueryKey = ['profile', 'addresses'] as const;

/** GET /api/profile/addresses: the default first, then the newest. */
export async function getAddresses(signal?: AbortSignal) {
  return (
    await request(api.profile.addresses, {
      auth: true,
      schema: contractSchema((c) => c.SavedAddressListSchema),
      signal,
    })
  ).addresses;
}

export function useAddresses() {
  return useQuery({ queryKey: addressesQueryKey, queryFn: ({ signal }) => getAddresses(signal) });
}

/** POST /api/profile/addresses */
export async function createAddress(body: SavedAddressInput) {
  return (
    await request(api.profile.addresses, {
      method: 'POST',
      body,
      auth: true,
      schema: contractSchema((c) => c.SavedAddressResponseSchema),
    })
  ).address;
}

/** PUT /api/profile/addresses/{id} */
export async function updateAddress(id: number, body: SavedAddressInput) {
  return (
    await request(api.profile.address(id), {
      method: 'PUT',
      body,
      auth: true,
      schema: contractSchema((c) => c.SavedAddressResponseSchema),
    })
  ).address;
}

/** DELETE /api/profile/addresses/{id} */
export async function deleteAddress(id: number) {
  await request(api.profile.address(id), { method: 'DELETE', auth: true, expectStatus: 204 });
}
