import type { ActivationBody } from '@shop/contract';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /auth/users/activation/: 204 activates the account of an e-mailed link. */
export async function activateUser(body: ActivationBody): Promise<void> {
  await request(api.auth.activation, { method: 'POST', body, expectStatus: 204 });
}
