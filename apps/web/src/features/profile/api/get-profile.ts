import { contractSchema } from '@/lib/contract-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profile/user: the address and phone of the signed-in user. */
export async function getProfile() {
  return (
    await request(api.profile.get, {
      auth: true,
      schema: contractSchema((c) => c.ProfileResponseSchema),
    })
  ).profile;
}

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}
