import type { UpdateProfileBody } from '@shop/contract';
import { contractSchema } from '@/lib/contract-schemas';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** PUT /api/profile/update: the seven family fields, plus first and last name. */
export async function updateProfile(body: UpdateProfileBody) {
  return (
    await request(api.profile.update, {
      method: 'PUT',
      auth: true,
      body,
      schema: contractSchema((c) => c.ProfileResponseSchema),
    })
  ).profile;
}
