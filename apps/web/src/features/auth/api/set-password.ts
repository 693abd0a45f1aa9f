import type { SetPasswordBody } from '@shop/contract';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /auth/users/set_password/ (Djoser): 204; every session of the account ends (ADR 014). */
export async function setPassword(body: SetPasswordBody): Promise<void> {
  await request(api.auth.setPassword, { method: 'POST', body, auth: true, expectStatus: 204 });
}
