import type { EmailBody } from '@shop/contract';
import { api } from '@/config/paths';
import { request } from '@/lib/api-client';

/** POST /auth/users/resend_activation/: 204 for any e-mail (a new link only for inactive ones). */
export async function resendActivation(body: EmailBody): Promise<void> {
  await request(api.auth.resendActivation, { method: 'POST', body, expectStatus: 204 });
}
